import { useState } from 'react';
import { useLocation } from 'react-router';
import { restorablePurchaseForm, type PurchaseFormFields } from '../checkout/saved-purchase-form';

/**
 * The purchase form as it was when its card checkout started, when the buyer comes back without paying
 * (Try again, a cancelled checkout, or Back from the gateway); null otherwise. Read once, when the form mounts.
 */
export function useRestoredPurchaseForm(originPath: string): PurchaseFormFields | null {
  const location = useLocation();
  const [restored] = useState(() => restorablePurchaseForm(originPath, location.state));
  return restored;
}
