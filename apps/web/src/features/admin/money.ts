import { formatNairaValue } from '@chancepay/shared/money';

/** The API's naira strings ("1500.00") as the one display format (DOMAIN.md "Display"). */
export const nairaText = (value: string | null | undefined) =>
  value == null ? '—' : formatNairaValue(value);
