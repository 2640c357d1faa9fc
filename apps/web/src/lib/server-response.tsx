import { createContext, useContext } from 'react';
import { Navigate } from 'react-router';

/**
 * What a page asks of the HTTP answer while the server renders it (entry-server.tsx): a status such as 404
 * for a shop that does not exist, or a redirect. Effects do not run on the server, so pages say it during
 * render; in the browser there is no answer to shape and these do nothing more than the page did before.
 */
export interface ServerResponse {
  status?: number;
  location?: string;
}

export const ServerResponseContext = createContext<ServerResponse | null>(null);

/** The server answers this page with `status` (the browser ignores it). */
export function useResponseStatus(status: number): void {
  const response = useContext(ServerResponseContext);
  if (response) response.status = status;
}

/** <Navigate replace> in the browser; on the server the page answers with a redirect to `to` instead. */
export function Redirect({ to }: { to: string }) {
  const response = useContext(ServerResponseContext);
  if (response) {
    response.location = to;
    return null;
  }
  return <Navigate to={to} replace />;
}
