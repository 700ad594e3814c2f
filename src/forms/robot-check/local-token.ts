/**
 * The token the local robot check yields when no reCAPTCHA site key is configured. The local
 * outbox (server/outbox) accepts only this token, so it lives in a file with no React in it.
 */
export const LOCAL_DEV_TOKEN = 'local-dev-token'
