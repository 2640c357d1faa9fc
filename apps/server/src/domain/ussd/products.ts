import { RAFFLE_TYPE } from '@chancepay/shared';
import type { Database } from '../../db/client';
import { listOpenCycles, type CycleView } from '../raffle/cycle-views';

/** A product on sale over USSD: one type of an open cycle. Pay4Me needs a shop chosen on the web. */
export interface Product {
  cycle: CycleView;
  typeId: number;
  name: string;
}

/** Get Cash and On The House, one line each, the first open cycle of each: stable from one request to the next. */
export async function productsOnSale(db: Database): Promise<Product[]> {
  const cycles = await listOpenCycles(db);
  const products: Product[] = [];
  for (const cycle of cycles)
    for (const type of cycle.types)
      if (type.id === RAFFLE_TYPE.getCash || type.id === RAFFLE_TYPE.onTheHouse)
        products.push({ cycle, typeId: type.id, name: type.name });
  const seen = new Set<number>();
  return products
    .sort((a, b) => a.typeId - b.typeId || a.cycle.id - b.cycle.id)
    .filter((product) => !seen.has(product.typeId) && seen.add(product.typeId))
    .slice(0, 4);
}
