/** The emulators' own keys: what app.ts gives the real clients when no SMS key is configured. */
export const TERMII_EMULATOR_API_KEY = 'termii-emulator-api-key';
export const TERMII_EMULATOR_SECRET_KEY = 'termii-emulator-secret-key';
export const AT_EMULATOR_USERNAME = 'sandbox';
export const AT_EMULATOR_API_KEY = 'africastalking-emulator-api-key';
