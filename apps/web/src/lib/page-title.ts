import { useEffect } from 'react';

export const appName = 'ChancePay';

/** Sets document.title for a page; the default title is the product name (spec section 2). */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${appName}` : appName;
  }, [title]);
}
