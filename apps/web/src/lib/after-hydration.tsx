import { useSyncExternalStore, type ReactNode } from 'react';

const never = () => () => {};

/**
 * Renders `shell` on the server and while React hydrates the server's HTML, then `children`. For pages whose
 * content depends on the browser (the query string, storage, a form's remembered fields): the server sends
 * their frame at once, and the browser fills it in. A page opened by a link in the app shows `children` at once.
 */
export function AfterHydration({ shell, children }: { shell: ReactNode; children: ReactNode }) {
  const hydrated = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  return hydrated ? children : shell;
}
