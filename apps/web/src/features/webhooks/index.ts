/** The webhooks feature's public face: the /developers/webhooks screen. */

// The screen is loaded on demand: its import() here lets the bundler split it off into its own chunk.
export const loadWebhooksPage = () => import('./routes/webhooks-page');
