import { useSyncExternalStore, type ReactNode } from 'react';

const never = () => () => {};

/**
 * False on the server and while React hydrates the server's HTML, true from the render after (and at once for
 * a page opened by a link in the app, which is never server-rendered).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * Renders `shell` on the server and while React hydrates the server's HTML, then `children`. For pages whose
 * content depends on the browser (the query string, storage, a form's remembered fields): the server sends
 * their frame at once, and the browser fills it in. A page opened by a link in the app shows `children` at once.
 */
export function AfterHydration({ shell, children }: { shell: ReactNode; children: ReactNode }) {
  return useHydrated() ? children : shell;
}
