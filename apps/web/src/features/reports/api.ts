import type { ReportRow } from '@chancepay/shared/reports';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient, ApiError, dataOf, INVALID_RESPONSE_MESSAGE } from '../../lib/api-client';

export const REPORTS_PATH = '/api/user/reports';
export const reportsQueryKey = ['reports'] as const;
/** Rows a page of older history holds: the server's most, as many as its plain first answer. */
export const REPORT_PAGE_ROWS = 100;

function isReportRow(value: unknown): value is ReportRow {
  if (value === null || typeof value !== 'object') return false;
  const row = value as Record<string, unknown>;
  return ['date', 'type', 'amount', 'status', 'recipient'].every((key) => typeof row[key] === 'string');
}

function reportRowsOf(value: unknown): ReportRow[] {
  if (!Array.isArray(value) || !value.every(isReportRow))
    throw new ApiError(INVALID_RESPONSE_MESSAGE, 'format');
  return value;
}

/** One page of the history: its rows and the cursor of the rows after them (null: the history ends here). */
export interface ReportPage {
  rows: ReportRow[];
  next: string | null;
}

/** The `cursor` of a `Link: <...?cursor=...>; rel="next"` header, or null when there is no next page. */
export function nextCursorOf(link: string | null): string | null {
  const target = /<([^>]*)>\s*;\s*rel="?next"?/i.exec(link ?? '')?.[1];
  return target ? new URL(target, 'http://link.invalid').searchParams.get('cursor') : null;
}

/**
 * GET /api/user/reports (spec section 7), each row with its reference, direction and receipt (`receipts=true`).
 * The first page of the whole history is the spec's plain array: the newest 100 rows, with a `Link` header
 * naming the next page when there is more (docs/API.md). Older pages, and a chosen Lagos day (read by the
 * server, so a day long ago is complete without loading everything after it), use the paged shape by cursor.
 */
export async function fetchReportPage(day: string, cursor: string | null): Promise<ReportPage> {
  if (day === '' && cursor === null) {
    let link: string | null = null;
    const body = await apiClient.get(REPORTS_PATH, {
      query: { receipts: 'true' },
      onHeaders: (headers) => (link = headers.get('Link')),
    });
    return { rows: reportRowsOf(body), next: nextCursorOf(link) };
  }
  const data = dataOf<{ rows?: unknown; next_cursor?: unknown }>(
    await apiClient.get(REPORTS_PATH, {
      query: {
        receipts: 'true',
        per_page: REPORT_PAGE_ROWS,
        from: day || undefined,
        to: day || undefined,
        cursor: cursor ?? undefined,
      },
    }),
  );
  const next = data.next_cursor;
  if (next !== null && next !== undefined && typeof next !== 'string')
    throw new ApiError(INVALID_RESPONSE_MESSAGE, 'format');
  return { rows: reportRowsOf(data.rows), next: next ?? null };
}

/** The history page by page, newest first; `day` ('' for all) is a Lagos day the server reads alone. */
export function useReports(day: string) {
  return useInfiniteQuery({
    queryKey: [...reportsQueryKey, day],
    queryFn: ({ pageParam }) => fetchReportPage(day, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
}
