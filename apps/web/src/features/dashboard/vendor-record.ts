import { useQuery } from '@tanstack/react-query';
import { apiClient, dataOf } from '../../lib/api-client';

/** The parts of the vendor's full record (GET /api/user/profile, data.vendor) the dashboard needs. */
export interface VendorRecord {
  vendor_id: string;
  business_name: string;
  logo_url: string | null;
}

export async function fetchVendorRecord(): Promise<VendorRecord | null> {
  const data = dataOf<{ vendor?: VendorRecord | null }>(await apiClient.get('/api/user/profile'));
  return data.vendor ?? null;
}

export function useVendorRecord(enabled: boolean) {
  return useQuery({
    queryKey: ['vendor-record'],
    queryFn: fetchVendorRecord,
    enabled,
    staleTime: 5 * 60_000,
  });
}

/**
 * The CSP allows images from this site and data: URLs only, so a logo hosted elsewhere would be refused by
 * the browser; the initials stand in for it.
 */
export function displayableLogo(logoUrl: string | null | undefined, origin: string): string | null {
  if (!logoUrl) return null;
  if (logoUrl.startsWith('data:image/')) return logoUrl;
  try {
    return new URL(logoUrl, origin).origin === origin ? logoUrl : null;
  } catch {
    return null;
  }
}
