import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { restorablePurchaseForm, type PurchaseFormFields } from '../checkout/saved-purchase-form';

/**
 * The purchase form as it was when its card checkout started, when the buyer comes back without paying
 * (Try again, a cancelled checkout, or Back from the gateway); null otherwise. It lives in the tab's storage
 * and cookie, which the server cannot see: read after mount, so the server's HTML and the hydrating render
 * agree (the product pages are server-rendered), then given to the form.
 */
export function useRestoredPurchaseForm(originPath: string): PurchaseFormFields | null {
  const location = useLocation();
  const [restored, setRestored] = useState<PurchaseFormFields | null>(null);
  useEffect(() => {
    setRestored(restorablePurchaseForm(originPath, location.state));
    // Read once, when the page mounts: later navigations state belongs to other flows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [originPath]);
  return restored;
}
