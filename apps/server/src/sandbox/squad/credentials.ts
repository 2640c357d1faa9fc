/**
 * The key and merchant id the app and its built-in Squad emulator share when no SQUAD_SECRET_KEY is set.
 * Not secrets: they only open the local sandbox, which is refused in production.
 */
export const SQUAD_EMULATOR_SECRET_KEY = 'sandbox_sk_chancepay_emulator_local_only';
export const SQUAD_EMULATOR_MERCHANT_ID = 'SBCHANCEPAY';
