/** The certificates feature's public face (the gratitude certificate screens): other features and the app shell import only this file. */

// Each screen is loaded on demand: its import() here lets the bundler split it off into its own chunk.
export const loadCertificateVerifyPage = () => import('./routes/certificate-verify-page');
export const loadGratitudeCertificatePage = () => import('./routes/gratitude-certificate-page');
