/**
 * The app id and secret key the app and its built-in identity emulator share when no IDENTITY_SECRET_KEY is
 * set. Not secrets: they only open the local sandbox, which is refused in production.
 */
export const IDENTITY_EMULATOR_APP_ID = 'chancepay-identity-emulator';
export const IDENTITY_EMULATOR_SECRET_KEY = 'test_sk_chancepay_identity_emulator_local_only';
