import { createContext, useContext, useEffect } from 'react';

export const appName = 'ChancePay';

/**
 * Set by the server while it renders a page (entry-server.tsx): effects do not run there, so the title
 * the page asks for is handed over during render and written into the HTML's <title>.
 */
export const ServerPageTitle = createContext<((title: string) => void) | null>(null);

/** Sets document.title for a page; the default title is the product name (spec section 2). */
export function usePageTitle(title?: string): void {
  const full = title ? `${title} | ${appName}` : appName;
  useContext(ServerPageTitle)?.(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
}
