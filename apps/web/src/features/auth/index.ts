/** The auth feature's public face (sign-in, password and e-mail verification screens): other features and the app shell import only this file. */

// Each screen is loaded on demand: its import() here lets the bundler split it off into its own chunk.
export const loadLoginPage = () => import('./routes/login-page');
export const loadResetPasswordPage = () => import('./routes/reset-password-page');
export const loadVerifyEmailPage = () => import('./routes/verify-email-page');
export const loadChangePasswordPage = () => import('./routes/change-password-page');
