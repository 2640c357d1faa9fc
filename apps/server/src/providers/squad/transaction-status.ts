import type { GatewayTransactionStatus } from '../payments';

/**
 * Squad documents "Success, Failed, Abandoned or Pending" (research doc §2) with varying case
 * ("Success", "success"), so the comparison ignores case. Cancelled is not a Squad status; it is mapped
 * in case it ever appears. Anything else is treated as pending: the reconciliation job asks again later
 * instead of guessing that money did or did not arrive.
 */
const STATUS_BY_SQUAD_NAME: Readonly<Record<string, GatewayTransactionStatus>> = {
  success: 'success',
  failed: 'failed',
  abandoned: 'abandoned',
  pending: 'pending',
  cancelled: 'cancelled',
  canceled: 'cancelled',
};

export function gatewayStatusFromSquad(squadStatus: string): GatewayTransactionStatus {
  return STATUS_BY_SQUAD_NAME[squadStatus.trim().toLowerCase()] ?? 'pending';
}
