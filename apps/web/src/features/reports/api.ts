import type { ReportRow } from '@chancepay/shared/reports';
import { useQuery } from '@tanstack/react-query';
import { apiClient, ApiError, INVALID_RESPONSE_MESSAGE } from '../../lib/api-client';

export const REPORTS_PATH = '/api/user/reports';
export const reportsQueryKey = ['reports'] as const;

function isReportRow(value: unknown): value is ReportRow {
  if (value === null || typeof value !== 'object') return false;
  const row = value as Record<string, unknown>;
  return ['date', 'type', 'amount', 'status', 'recipient'].every((key) => typeof row[key] === 'string');
}

/**
 * GET /api/user/reports: the spec's plain array of report rows (section 7), newest first, each with its
 * reference, direction and receipt beside the spec's columns (`receipts=true`).
 */
export async function fetchReports(): Promise<ReportRow[]> {
  const body = await apiClient.get(REPORTS_PATH, { query: { receipts: 'true' } });
  if (!Array.isArray(body) || !body.every(isReportRow))
    throw new ApiError(INVALID_RESPONSE_MESSAGE, 'format');
  return body;
}

export function useReports() {
  return useQuery({ queryKey: reportsQueryKey, queryFn: fetchReports });
}
