import { useQuery } from '@tanstack/react-query';
import { callAction, callProductAction, type ProductDataDoor } from '../../../lib/api-client';
import { isRecord, type Payload } from './payload';

/** A shop whose record has no name (shown in the reader's words: purchase-form.messages.ts unnamedVendor). */
export const UNNAMED_VENDOR = 'Unnamed Vendor';

/** Spec section 3, Vendor list item. */
export interface VendorListItem {
  vendorId: string;
  vendorName: string;
  /** Where the shop is (its public address), so two shops of one name can be told apart; '' when not sent. */
  area?: string;
}

/** Spec section 3, Vendor (the fields the Scan2Pay4Me page shows). */
export interface VendorDetails {
  vendorId: string;
  businessName: string;
  businessAddress: string;
  industry: string;
  phoneNumber: string;
  contactName: string;
  displayName: string;
}

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

/** The spec reads a vendor's id from vendor_id, ID or id. */
function vendorIdOf(vendor: Payload): string {
  return text(vendor.vendor_id) || text(vendor.ID) || text(vendor.id);
}

export function vendorListItemFrom(vendor: Payload): VendorListItem | null {
  const vendorId = vendorIdOf(vendor);
  if (!vendorId) return null;
  return {
    vendorId,
    vendorName: text(vendor.vendor_name) || text(vendor.display_name) || UNNAMED_VENDOR,
    area: text(vendor.business_address),
  };
}

/** get_vendors (8 s timeout). Spec section 8: any failure gives an empty list. */
export async function fetchVendors(door: ProductDataDoor = 'public'): Promise<VendorListItem[]> {
  try {
    const payload = await callProductAction<Payload>(door, 'get_vendors', {}, { timeoutMs: 8000 });
    if (payload.success === false || !Array.isArray(payload.vendors)) return [];
    return payload.vendors.flatMap((vendor) => {
      const item = isRecord(vendor) ? vendorListItemFrom(vendor) : null;
      return item ? [item] : [];
    });
  } catch (error) {
    console.error(error);
    return [];
  }
}

export function useVendors(door: ProductDataDoor = 'public', enabled = true) {
  return useQuery({
    queryKey: ['vendors', door],
    queryFn: () => fetchVendors(door),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** get_vendor_details; null (and the spec's warning) when the vendor cannot be found or fetched. */
export async function fetchVendorDetails(vendorId: string): Promise<VendorDetails | null> {
  try {
    return vendorDetailsFromAnswer(
      await callAction<Payload>('get_vendor_details', { vendor_id: vendorId }),
      vendorId,
    );
  } catch (error) {
    console.error(error);
  }
  return vendorDetailsFromAnswer(null, vendorId);
}

/** get_vendor_details' answer (null: none) as the shop the page shows; null and the spec's warning when none. */
export function vendorDetailsFromAnswer(payload: Payload | null, vendorId: string): VendorDetails | null {
  const vendor = payload?.vendor;
  if (isRecord(vendor)) {
    return {
      vendorId: vendorIdOf(vendor) || vendorId,
      businessName: text(vendor.business_name) || text(vendor.display_name),
      businessAddress: text(vendor.business_address),
      industry: text(vendor.industry),
      phoneNumber: text(vendor.phone_number),
      contactName: text(vendor.contact_name),
      displayName: text(vendor.display_name),
    };
  }
  console.warn('Vendor not found');
  return null;
}

export const vendorDetailsQueryKey = (vendorId: string | null) => ['vendor-details', vendorId] as const;

export function useVendorDetails(vendorId: string | null) {
  return useQuery({
    queryKey: vendorDetailsQueryKey(vendorId),
    queryFn: () => fetchVendorDetails(vendorId!),
    enabled: vendorId !== null,
  });
}
