import { formatLagosDateTime } from '@chancepay/shared/lagos-time';
import { formatNaira } from '@chancepay/shared/money';

export const naira = (kobo: number) => formatNaira(kobo);
export const when = (value: string | null | undefined) => (value ? formatLagosDateTime(value) : '—');
export const percent = (bps: number | null) => (bps === null ? '—' : `${(bps / 100).toFixed(1)}%`);

/**
 * A BVN or NIN as staff may see it: every digit but the last four hidden, whatever the server sent (DOMAIN.md:
 * never whole, staff included), e.g. "•••• •••• 2222".
 */
export const maskedIdentityNumber = (value: string | null | undefined) =>
  value ? value.replace(/\d(?=(?:\D*\d){4})/g, '•') : '—';
