import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { raffleTypeInfo } from '@chancepay/shared/raffle-types';
import { productEntries, type ActiveRaffleCycle, type ProductEntry } from '../products/product-entries';
import { callAction } from '../../../lib/api-client';

/** Spec section 9: the products list is cached for 5 minutes unless a refresh is forced. */
export const productsCacheMs = 5 * 60_000;
export const activeProductsQueryKey = ['public-site', 'active-products'] as const;
/** The last good list survives reloads, so a visitor on a dropped connection still sees the products. */
export const lastGoodProductsKey = 'chancepay.activeProducts';

interface SavedProducts {
  savedAt: number;
  cycles: ActiveRaffleCycle[];
}

function toInteger(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : null;
}

function toText(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** Reads the contract's raffle_cycles defensively: a malformed entry is dropped, never a crash. */
export function parseActiveCycles(data: unknown): ActiveRaffleCycle[] {
  const list = (data as { raffle_cycles?: unknown } | null)?.raffle_cycles;
  if (!Array.isArray(list)) throw new Error('Invalid API response format.');
  const cycles: ActiveRaffleCycle[] = [];
  for (const item of list as Record<string, unknown>[]) {
    const raffleCycleId = toInteger(item?.raffle_cycle_id);
    if (raffleCycleId === null || !Array.isArray(item.associated_types)) continue;
    const types = (item.associated_types as Record<string, unknown>[]).flatMap((type) => {
      const raffleTypeId = toInteger(type?.raffle_type_id);
      return raffleTypeId === null
        ? []
        : [
            {
              raffle_type_id: raffleTypeId,
              raffle_type: toText(type.raffle_type),
              ...(type.winnings_tax_borne_by === 'winner' || type.winnings_tax_borne_by === 'operator'
                ? { winnings_tax_borne_by: type.winnings_tax_borne_by as 'winner' | 'operator' }
                : {}),
              ...(typeof type.winnable_amount_after_tax === 'string'
                ? { winnable_amount_after_tax: toText(type.winnable_amount_after_tax) }
                : {}),
            },
          ];
    });
    cycles.push({
      raffle_cycle_id: raffleCycleId,
      winnable_amount: toText(item.winnable_amount),
      ticket_price: toText(item.ticket_price),
      raffle_status: toText(item.raffle_status),
      associated_types: types,
      ...(toInteger(item.payout_ratio_bps) !== null
        ? { payout_ratio_bps: toInteger(item.payout_ratio_bps)! }
        : {}),
    });
  }
  return cycles;
}

export function readLastGoodProducts(): SavedProducts | undefined {
  try {
    const saved = JSON.parse(localStorage.getItem(lastGoodProductsKey) ?? 'null') as SavedProducts | null;
    if (!saved || typeof saved.savedAt !== 'number') return undefined;
    return { savedAt: saved.savedAt, cycles: parseActiveCycles({ raffle_cycles: saved.cycles }) };
  } catch {
    return undefined; // storage blocked (private mode) or a damaged value: behave as if nothing was saved
  }
}

function saveLastGoodProducts(cycles: ActiveRaffleCycle[]): void {
  try {
    localStorage.setItem(lastGoodProductsKey, JSON.stringify({ savedAt: Date.now(), cycles }));
  } catch {
    // A full or blocked storage only costs the offline fallback.
  }
}

/** Fetches the open cycles; a success, even an empty one, becomes the new last good list. */
export async function fetchActiveProducts(): Promise<ActiveRaffleCycle[]> {
  try {
    const cycles = parseActiveCycles(await callAction('get_active_raffle_products', {}));
    saveLastGoodProducts(cycles);
    if (cycles.length === 0) console.warn('No products available');
    for (const cycle of cycles) {
      for (const type of cycle.associated_types) {
        // Spec section 2: a type without a page links to /coming-soon and a warning is logged.
        if (!raffleTypeInfo(type.raffle_type_id).known)
          console.warn(`Raffle type ${type.raffle_type_id} has no page yet: linking to /coming-soon`);
      }
    }
    return cycles;
  } catch (error) {
    console.error('Could not load the products list', error);
    throw error;
  }
}

export interface ActiveProducts {
  products: ProductEntry[];
  /** True only while nothing, not even a last good list, is there to show. */
  isLoading: boolean;
  /** Fetches again now, ignoring the 5-minute cache. */
  refresh: () => void;
}

/**
 * The raffle products for the Products menu and the home hero. Spec section 8: on failure the last good
 * list is shown, else an empty one (the error is logged in fetchActiveProducts).
 */
export function useActiveProducts(): ActiveProducts {
  const { data, isPending, refetch } = useQuery({
    queryKey: activeProductsQueryKey,
    queryFn: fetchActiveProducts,
    staleTime: productsCacheMs,
    // A list saved less than 5 minutes ago counts as fresh, so a reload costs no request; an older one is
    // shown at once while a fresh one loads.
    initialData: () => readLastGoodProducts()?.cycles,
    initialDataUpdatedAt: () => readLastGoodProducts()?.savedAt,
  });
  // TanStack Query keeps the last successful data (or the saved list it started from) when a fetch fails:
  // that is the last good list. With neither, the failed query has no data and the list is empty.
  const products = useMemo(() => productEntries(data ?? []), [data]);
  return { products, isLoading: isPending, refresh: () => void refetch() };
}

/**
 * Puts the list a server-rendered page was drawn from into the cache, dated when the server fetched it
 * (entry-server.tsx on the server, main.tsx in the browser): the hero and the Products menu render exactly
 * what the server sent, and the usual 5-minute freshness counts from the server's fetch.
 */
export function seedActiveProducts(queryClient: QueryClient, raffleCycles: unknown, fetchedAt: number): void {
  queryClient.setQueryData(activeProductsQueryKey, parseActiveCycles({ raffle_cycles: raffleCycles }), {
    updatedAt: fetchedAt,
  });
}
