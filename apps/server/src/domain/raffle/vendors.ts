import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

// TEMPORARY until feat/accounts lands its `vendors` table: raw SQL against the contract's columns.
export interface VendorSummary {
  id: string;
  businessName: string;
}

export async function findVendorSummary(executor: Executor, vendorId: string): Promise<VendorSummary | null> {
  const result = await executor.execute<{ id: string; business_name: string }>(
    sql`select id, business_name from vendors where id = ${vendorId}`,
  );
  const row = (result as unknown as { rows: { id: string; business_name: string }[] }).rows[0];
  return row ? { id: row.id, businessName: row.business_name } : null;
}
