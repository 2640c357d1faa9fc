import { dashboardRouteFor, raffleTypeInfo } from '@chancepay/shared/raffle-types';
import { useQuery } from '@tanstack/react-query';
import { ACTION_PATH, callProxy } from './api-client';

/** A raffle product (spec section 3): one (cycle, type) pair of an open cycle. */
export interface RaffleProduct {
  raffle_cycle_id: number;
  raffle_type_id: number;
  raffle_type: string;
  /** Naira strings as the API sends them. */
  winnable_amount: string;
  ticket_price: string;
  /** Public route ('/get-cash') and its dashboard twin ('/dashboard/get-cash'); '/coming-soon' when none. */
  route: string;
  dashboardRoute: string;
  icon: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export function productsFromCycles(cycles: unknown): RaffleProduct[] {
  if (!Array.isArray(cycles)) return [];
  const products: RaffleProduct[] = [];
  for (const cycle of cycles) {
    if (!isRecord(cycle) || !Array.isArray(cycle.associated_types)) continue;
    const cycleId = Number(cycle.raffle_cycle_id);
    for (const type of cycle.associated_types) {
      if (!isRecord(type)) continue;
      const typeId = Number(type.raffle_type_id);
      if (!Number.isInteger(cycleId) || !Number.isInteger(typeId)) continue;
      const info = raffleTypeInfo(typeId);
      if (!info.known) console.warn(`Raffle type ${typeId} has no page yet: /coming-soon`);
      products.push({
        raffle_cycle_id: cycleId,
        raffle_type_id: typeId,
        raffle_type: typeof type.raffle_type === 'string' && type.raffle_type ? type.raffle_type : info.name,
        winnable_amount: String(cycle.winnable_amount ?? '0'),
        ticket_price: String(cycle.ticket_price ?? cycle.price_of_ticket ?? '0'),
        route: info.route,
        dashboardRoute: dashboardRouteFor(typeId),
        icon: info.icon,
      });
    }
  }
  return products;
}

/** The link to a product's page, with the spec's query parameters. */
export function productHref(product: RaffleProduct, where: 'public' | 'dashboard'): string {
  const path = where === 'dashboard' ? product.dashboardRoute : product.route;
  return `${path}?raffle_cycle_id=${product.raffle_cycle_id}&raffle_type_id=${product.raffle_type_id}`;
}

export const activeProductsQueryKey = ['active-raffle-products'] as const;

/** The signed-in dashboard's products (cards, sidebar, footer menu): through the proxy, as the spec says. */
export async function fetchActiveProducts(): Promise<RaffleProduct[]> {
  const data = await callProxy<{ raffle_cycles?: unknown }>(ACTION_PATH, 'get_active_raffle_products');
  const products = productsFromCycles(data.raffle_cycles);
  if (products.length === 0) console.warn('No products available');
  return products;
}

/**
 * The open products (contract action `get_active_raffle_products`), cached 5 minutes (spec section 9). On a
 * failure the last good list stays (TanStack Query keeps it); with none, the list is empty and the error logged.
 */
export function useActiveProducts(enabled = true) {
  const query = useQuery({
    queryKey: activeProductsQueryKey,
    queryFn: async () => {
      try {
        return await fetchActiveProducts();
      } catch (error) {
        console.error('Could not load the products', error);
        console.warn('No products available');
        throw error;
      }
    },
    staleTime: 5 * 60_000,
    enabled,
  });
  return { products: query.data ?? [], isLoading: query.isPending && enabled, error: query.error };
}
