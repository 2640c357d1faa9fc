import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { setSessionRenewal } from '../api-client';
import { authApi } from './auth-api';
import { SessionController, type AuthApi, type SessionState } from './session-controller';

const SessionContext = createContext<SessionController | null>(null);

/**
 * Holds the one SessionController of the page and runs its timers. `onSignedOut` is where the app goes after
 * a logout (spec: /login).
 */
export function SessionProvider({
  children,
  onSignedOut,
  api = authApi,
  controller: given,
}: {
  children: ReactNode;
  onSignedOut?: () => void;
  api?: AuthApi;
  /** Tests pass their own. */
  controller?: SessionController;
}) {
  const signedOut = useRef(onSignedOut);
  signedOut.current = onSignedOut;
  const [controller] = useState(
    () => given ?? new SessionController({ api, onSignedOut: () => signedOut.current?.() }),
  );
  useEffect(() => {
    controller.start();
    // After a 401 on a data call the API client asks for a fresh access token before its one retry.
    setSessionRenewal(() => (controller.signedIn ? controller.refresh() : Promise.resolve(false)));
    return () => {
      setSessionRenewal(null);
      controller.stop();
    };
  }, [controller]);
  return <SessionContext.Provider value={controller}>{children}</SessionContext.Provider>;
}

export function useSessionController(): SessionController {
  const controller = useContext(SessionContext);
  if (!controller) throw new Error('useSession must be used inside <SessionProvider>');
  return controller;
}

const signedOutState: SessionState = { user: null, token: null, tokenExpiry: null, showWarning: false };
const signedOut = () => signedOutState;

/** The session state (user, token, expiry, showWarning), re-rendering when it changes. */
export function useSession(): SessionState & { controller: SessionController } {
  const controller = useSessionController();
  // The server renders public pages for a visitor who is not signed in; hydration starts from that same
  // state (or React would find a different page than the server sent), then shows the stored session.
  const state = useSyncExternalStore(controller.subscribe, controller.getState, signedOut);
  return { ...state, controller };
}
