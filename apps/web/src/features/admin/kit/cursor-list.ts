import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { adminApi } from '../api';

/**
 * A list the server hands out a page at a time (key-set paging: `next_cursor` and `has_more` beside the
 * page's rows, under a hard maximum page size). "Load more" asks for the next page with the cursor the last
 * one gave; an answer without a cursor (a list the server still sends whole) is simply the only page.
 */
export interface CursorListOptions<Page, Row> {
  queryKey: QueryKey;
  /** The API path with its filters, e.g. `/winners?cycle_id=3`. */
  path: string;
  rowsOf(page: Page): Row[];
  /** The next page's cursor, or null at the end (default: `next_cursor` while `has_more`). */
  nextCursor?(page: Page): string | null;
  /** The query parameter the cursor goes back in (default `cursor`). */
  cursorParam?: string;
  enabled?: boolean;
}

export interface CursorPage {
  next_cursor?: string | null;
  has_more?: boolean;
}

const defaultNextCursor = (page: unknown) => {
  const { next_cursor, has_more } = (page ?? {}) as CursorPage;
  return has_more !== false && next_cursor ? next_cursor : null;
};

export function useCursorList<Page, Row>(options: CursorListOptions<Page, Row>) {
  const { queryKey, path, rowsOf, nextCursor = defaultNextCursor, cursorParam = 'cursor' } = options;
  const query = useInfiniteQuery({
    queryKey,
    enabled: options.enabled ?? true,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      adminApi.get<Page>(
        pageParam === null
          ? path
          : `${path}${path.includes('?') ? '&' : '?'}${cursorParam}=${encodeURIComponent(pageParam)}`,
      ),
    getNextPageParam: (last: Page) => nextCursor(last) ?? undefined,
  });
  const pages = query.data?.pages;
  return {
    /** Every row loaded so far, in the server's order. */
    rows: pages ? pages.flatMap((page) => rowsOf(page)) : undefined,
    /** The first page (its other fields: counts, totals). */
    firstPage: pages?.[0],
    loading: query.isPending && (options.enabled ?? true),
    error: query.error,
    /** What DataTable's `paging` takes. */
    paging: {
      kind: 'cursor' as const,
      hasMore: query.hasNextPage,
      loadingMore: query.isFetchingNextPage,
      loadMore: () => void query.fetchNextPage(),
    },
    refetch: () => void query.refetch(),
  };
}
