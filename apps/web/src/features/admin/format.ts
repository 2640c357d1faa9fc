import { formatLagosDateTime } from '@chancepay/shared/lagos-time';
import { formatNaira } from '@chancepay/shared/money';

export const naira = (kobo: number) => formatNaira(kobo);
export const when = (value: string | null | undefined) => (value ? formatLagosDateTime(value) : '—');
export const percent = (bps: number | null) => (bps === null ? '—' : `${(bps / 100).toFixed(1)}%`);
