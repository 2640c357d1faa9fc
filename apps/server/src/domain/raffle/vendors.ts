import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

// TEMPORARY until feat/accounts lands its `vendors` table: raw SQL against the contract's columns.
export interface VendorSummary {
  id: string;
  businessName: string;
}

export interface VendorDetails extends VendorSummary {
  businessAddress: string | null;
  industry: string | null;
  phoneNumber: string | null;
  contactName: string | null;
  email: string | null;
  logoUrl: string | null;
}

function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

export async function findVendorSummary(executor: Executor, vendorId: string): Promise<VendorSummary | null> {
  const [row] = rowsOf<{ id: string; business_name: string }>(
    await executor.execute(sql`select id, business_name from vendors where id = ${vendorId}`),
  );
  return row ? { id: row.id, businessName: row.business_name } : null;
}

export async function findVendorDetails(executor: Executor, vendorId: string): Promise<VendorDetails | null> {
  const [row] = rowsOf<Record<string, string | null>>(
    await executor.execute(
      sql`select id, business_name, business_address, industry, phone_number, contact_name, email, logo_url from vendors where id = ${vendorId}`,
    ),
  );
  if (!row) return null;
  return {
    id: row.id!,
    businessName: row.business_name!,
    businessAddress: row.business_address ?? null,
    industry: row.industry ?? null,
    phoneNumber: row.phone_number ?? null,
    contactName: row.contact_name ?? null,
    email: row.email ?? null,
    logoUrl: row.logo_url ?? null,
  };
}

/** Vendors by name, for the Pay4Me dropdown (spec: 8 s client timeout, so one indexed query). */
export async function listVendors(executor: Executor, search?: string): Promise<VendorSummary[]> {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = rowsOf<{ id: string; business_name: string }>(
    await executor.execute(
      sql`select id, business_name from vendors ${pattern ? sql`where business_name ilike ${pattern}` : sql``} order by business_name limit 1000`,
    ),
  );
  return rows.map((row) => ({ id: row.id, businessName: row.business_name }));
}
