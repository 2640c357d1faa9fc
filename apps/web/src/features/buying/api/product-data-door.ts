import { useLocation } from 'react-router';
import type { ProductDataDoor } from '../../../lib/api-client';

/** Pages under /dashboard are the signed-in customer's: their product data goes through the proxy. */
export function doorForPath(pathname: string): ProductDataDoor {
  return pathname === '/dashboard' || pathname.startsWith('/dashboard/') ? 'dashboard' : 'public';
}

export function useProductDataDoor(): ProductDataDoor {
  return doorForPath(useLocation().pathname);
}
