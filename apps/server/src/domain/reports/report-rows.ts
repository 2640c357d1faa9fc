import { lagosDayRange, type ReportRow } from '@chancepay/shared';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { accountKeys } from '../ledger';
import {
  CUSTOMER_LEDGER_KINDS,
  ledgerRows,
  orderRows,
  transferRows,
  VENDOR_LEDGER_KINDS,
  REPORT_TOTAL_CAP,
  type DatedRow,
  type SourcePosition,
  type SourceQuery,
  type SourceRows,
} from './sources';

/** Whose report: a customer (their wallet and orders) or a vendor (their business's wallet). */
export type ReportOwner = { role: 'customer'; userId: string } | { role: 'vendor'; vendorId: string };

export interface ReportOptions {
  /** Lagos calendar days, inclusive, YYYY-MM-DD. */
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  perPage: number;
  /** Read on from a previous page's `nextCursor` (then `page` is ignored): keyset paging, no OFFSET. */
  cursor?: ReportCursor | undefined;
  /** False: skip the counts (`total` is then 0), for the unpaged array, which shows none. */
  withTotal?: boolean | undefined;
}

export interface ReportPage {
  rows: ReportRow[];
  page: number;
  perPage: number;
  /** Rows matching, counted up to REPORT_TOTAL_CAP (each source stops counting there). */
  total: number;
  /** More rows match than `total` says. */
  totalCapped: boolean;
  /** Older rows exist: read them with `nextCursor`. */
  hasMore: boolean;
  nextCursor: ReportCursor | null;
}

/** Where each source of the report was read up to, by source name (absent: from its newest row). */
export type ReportCursor = Partial<Record<SourceName, SourcePosition>>;
type SourceName = 'transfers' | 'ledger' | 'orders';

/**
 * The spec's plain array has no paging: it carries the newest this many rows, and a `Link` header to the next
 * page when there are more (docs/API.md). It was 1,000, whose answer (123 KB) and reads grew 90x (issue #28).
 */
export const UNPAGED_REPORT_ROWS_MAX = 100;
/** page x per_page beyond this is refused: deep pages cost every source that many rows (use the cursor). */
export const REPORT_DEPTH_MAX = 10_000;

type Reader = (query: SourceQuery) => Promise<SourceRows>;

function readersFor(executor: Executor, owner: ReportOwner): [SourceName, Reader][] {
  if (owner.role === 'vendor') {
    const wallet = accountKeys.vendorWallet(owner.vendorId);
    return [
      ['transfers', (query) => transferRows(executor, wallet, query)],
      ['ledger', (query) => ledgerRows(executor, wallet, VENDOR_LEDGER_KINDS, query)],
    ];
  }
  const wallet = accountKeys.customerWallet(owner.userId);
  return [
    ['transfers', (query) => transferRows(executor, wallet, query)],
    ['ledger', (query) => ledgerRows(executor, wallet, CUSTOMER_LEDGER_KINDS, query)],
    ['orders', (query) => orderRows(executor, owner.userId, query)],
  ];
}

interface Stream {
  name: SourceName;
  read: Reader;
  buffer: DatedRow[];
  last: SourceRows;
}

/**
 * Takes the newest `count` rows of the sources after `cursor`: each step takes the newest buffered row (the
 * first source on a tie). A source whose buffer ran dry is read on from where it stopped before anything is
 * taken, unless what it has left is older than every buffered row (the ledger's frontier: a vendor's
 * settlements are not scanned for its takings while newer rows fill the page). Each source is read newest
 * first, so the rows taken and each source's position after them say exactly where the next page starts.
 */
async function mergeNewest(
  readers: [SourceName, Reader][],
  query: SourceQuery,
  count: number,
  cursor: ReportCursor,
) {
  const positions: ReportCursor = { ...cursor };
  const streams: Stream[] = await Promise.all(
    readers.map(async ([name, read]) => {
      const last = await read({ ...query, limit: count, after: cursor[name] });
      return { name, read, buffer: [...last.rows], last };
    }),
  );
  const totals = streams.map((stream) => stream.last);
  const taken: DatedRow[] = [];
  const newestBuffered = () =>
    streams.reduce<Stream | undefined>(
      (best, stream) =>
        stream.buffer[0] && (!best || stream.buffer[0].at.getTime() > best.buffer[0]!.at.getTime())
          ? stream
          : best,
      undefined,
    );
  while (taken.length < count) {
    const newest = newestBuffered();
    const dry = streams.find(
      (stream) =>
        stream.buffer.length === 0 &&
        stream.last.more &&
        !(
          newest &&
          stream.last.frontierAt &&
          newest.buffer[0]!.at.getTime() > stream.last.frontierAt.getTime()
        ),
    );
    if (dry) {
      const after = dry.last.resumeAt ?? positions[dry.name];
      dry.last = await dry.read({ ...query, limit: count - taken.length, after, withTotal: false });
      dry.buffer = [...dry.last.rows];
      if (dry.buffer.length === 0 && dry.last.resumeAt) positions[dry.name] = dry.last.resumeAt;
      continue;
    }
    if (!newest) break;
    const row = newest.buffer.shift()!;
    positions[newest.name] = row.position;
    // Every match down to resumeAt is now taken: the next page reads on from there.
    if (newest.buffer.length === 0 && newest.last.resumeAt) positions[newest.name] = newest.last.resumeAt;
    taken.push(row);
  }
  for (const stream of streams)
    if (stream.buffer.length === 0 && stream.last.resumeAt) positions[stream.name] = stream.last.resumeAt;
  const hasMore = streams.some((stream) => stream.buffer.length > 0 || stream.last.more);
  const counted = totals.reduce((sum, source) => sum + source.total, 0);
  const capped = counted > REPORT_TOTAL_CAP || totals.some((source) => source.totalCapped);
  return { taken, positions, hasMore, total: Math.min(counted, REPORT_TOTAL_CAP), totalCapped: capped };
}

/**
 * One page of the owner's report rows, newest first: page `page` (the newest page x per_page rows of the
 * merged sources, the page cut out of them), or the page after `cursor` (each source read on from its own
 * position: the same cost on the hundredth page as on the first).
 */
export async function reportPage(
  executor: Executor,
  owner: ReportOwner,
  options: ReportOptions,
): Promise<ReportPage> {
  const page = options.cursor ? 1 : options.page;
  const query: SourceQuery = {
    from: options.from ? lagosDayRange(options.from).start : undefined,
    to: options.to ? lagosDayRange(options.to).end : undefined,
    limit: page * options.perPage,
    withTotal: options.withTotal,
  };
  const merged = await mergeNewest(
    readersFor(executor, owner),
    query,
    page * options.perPage,
    options.cursor ?? {},
  );
  return {
    rows: merged.taken.slice((page - 1) * options.perPage).map((dated) => dated.row),
    page,
    perPage: options.perPage,
    total: merged.total,
    totalCapped: merged.totalCapped,
    hasMore: merged.hasMore,
    nextCursor: merged.hasMore ? merged.positions : null,
  };
}

/** The cursor as the API carries it: base64url of its JSON. */
export function encodeReportCursor(cursor: ReportCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

const positionSchema = z.union([
  z.strictObject({ at: z.iso.datetime(), id: z.uuid() }),
  z.strictObject({ entryId: z.number().int().positive() }),
]);
const cursorSchema = z.strictObject({
  transfers: positionSchema.optional(),
  ledger: positionSchema.optional(),
  orders: positionSchema.optional(),
});

/** A cursor from the API, or null when it is not one this server wrote. */
export function decodeReportCursor(text: string): ReportCursor | null {
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
    return parsed.success ? (parsed.data as ReportCursor) : null;
  } catch {
    return null;
  }
}
