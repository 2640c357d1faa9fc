import { saveRegisteredDrafts } from '../form-draft';
import { noteInactivitySignOut } from './sign-out-note';
import {
  clearStoredSession,
  readStoredSession,
  STORAGE_KEYS,
  writeStoredSession,
  writeStoredUser,
  type SessionUser,
  type StoredSession,
} from './storage';

/** Spec section 4 and 9: the session's clock. */
export const SESSION_TIMING = {
  /** Assumed access-token lifetime after a login or refresh. */
  tokenLifetimeMs: 5 * 60_000,
  /** Refresh when the token is within this of expiry: with a 5-minute token, at every check. */
  refreshMarginMs: 5 * 60_000,
  refreshCheckMs: 60_000,
  warningAfterMs: 60_000,
  logoutAfterMs: 120_000,
  activityDebounceMs: 500,
  /** Another tab refreshed this recently: use its token instead of rotating again. */
  recentRefreshMs: 30_000,
} as const;

export const LOGIN_FAILED_MESSAGE = 'Login failed. Try again.';
export const LOGIN_REJECTED_MESSAGE = 'Login failed.';
export const REFRESH_FAILED_MESSAGE = 'Token refresh failed.';

export interface SessionState {
  user: SessionUser | null;
  token: string | null;
  tokenExpiry: number | null;
  showWarning: boolean;
}

/** What a login attempt came to; `verification` when the account must first prove its phone. */
export type LoginResult =
  | { ok: true; user: SessionUser }
  | { ok: false; message: string; verification?: { token: string; phone: string | null } };

/** The three calls of spec section 7, Authentication. Each resolves to the parsed body or throws. */
export interface AuthApi {
  login(username: string, password: string): Promise<unknown>;
  refresh(): Promise<unknown>;
  logout(): Promise<unknown>;
}

type Message = { type: 'activity' } | { type: 'logout'; reason?: 'inactivity' };

export interface SessionControllerOptions {
  api: AuthApi;
  now?: () => number;
  /** Called after a logout (here or in another tab) so the app can go to /login. */
  onSignedOut?: () => void;
  /** Cross-tab messages; defaults to a BroadcastChannel when the browser has one. */
  channel?: Pick<BroadcastChannel, 'postMessage' | 'close'> & {
    onmessage: ((event: MessageEvent) => void) | null;
  };
  target?: Window;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The message in the server's answer, if it gave one (a network failure or a bare 5xx has none). */
function responseMessage(error: unknown): string | null {
  const body = isRecord(error) ? error.body : undefined;
  if (isRecord(body) && typeof body.message === 'string' && body.message) return body.message;
  return null;
}

/** Splits a login or refresh answer into the token and the user fields. */
function sessionFrom(body: unknown, now: number): StoredSession | null {
  if (!isRecord(body) || body.success !== true || !isRecord(body.data)) return null;
  const { token, ...user } = body.data;
  if (typeof token !== 'string' || !token) return null;
  return {
    token,
    tokenExpiry: now + SESSION_TIMING.tokenLifetimeMs,
    user: { wallet_balance: '0.00', ...user } as unknown as SessionUser,
  };
}

const activityEvents = ['mousemove', 'keydown', 'click', 'touchstart'] as const;

/**
 * The session of spec section 4, without React: login, the 60-second refresh check, inactivity warning and
 * logout, and logout itself, kept in step across the tabs of one browser (storage events for the session,
 * a BroadcastChannel for activity and logout, a Web Lock so two tabs never rotate the refresh token at once:
 * that would look like token theft to the server and end the session).
 */
export class SessionController {
  private state: SessionState = { user: null, token: null, tokenExpiry: null, showWarning: false };
  private readonly listeners = new Set<() => void>();
  private readonly now: () => number;
  private readonly channel: SessionControllerOptions['channel'] | null;
  private readonly target: Window | null;
  private refreshTimer: ReturnType<typeof setInterval> | null = null;
  private warningTimer: ReturnType<typeof setTimeout> | null = null;
  private logoutTimer: ReturnType<typeof setTimeout> | null = null;
  private activityTimer: ReturnType<typeof setTimeout> | null = null;
  private refreshing: Promise<boolean> | null = null;
  /**
   * Counts sign-outs (here or in another tab). A refresh still on the wire when the session ends must not write
   * its answer back: the inactivity logout landed while the 60-second check's refresh was in flight, and the late
   * answer stored a token again, so the tab bounced from /login back into the account (a browser test caught it
   * on a slow server).
   */
  private signOuts = 0;
  private started = false;
  /** When the inactivity logout is due (ms since the epoch): the Session Expiring modal counts down to it. */
  logoutDueAt: number | null = null;

  constructor(private readonly options: SessionControllerOptions) {
    this.now = options.now ?? (() => Date.now());
    this.target = options.target ?? (typeof window === 'undefined' ? null : window);
    // No window: the server rendering a page (entry-server.tsx), where an open channel would leak a handle.
    this.channel =
      options.channel ??
      (typeof BroadcastChannel === 'undefined' || this.target === null
        ? null
        : new BroadcastChannel('chancepay-session'));
    const stored = readStoredSession();
    if (stored) this.state = { ...stored, showWarning: false };
  }

  getState = (): SessionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get signedIn(): boolean {
    return this.state.token !== null;
  }

  private setState(patch: Partial<SessionState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  // ---- lifecycle ----------------------------------------------------------------------------------------

  start(): void {
    if (this.started) return;
    this.started = true;
    this.target?.addEventListener('storage', this.onStorage);
    if (this.channel) this.channel.onmessage = (event) => this.onMessage(event.data as Message);
    if (this.signedIn) {
      this.startTimers();
      void this.checkRefresh();
    }
  }

  stop(): void {
    this.started = false;
    this.stopTimers();
    this.target?.removeEventListener('storage', this.onStorage);
    if (this.channel) this.channel.onmessage = null;
  }

  /** Closes the cross-tab channel for good (tests, or a page being torn down). */
  dispose(): void {
    this.stop();
    this.channel?.close();
  }

  private startTimers(): void {
    this.stopTimers();
    this.refreshTimer = setInterval(() => void this.checkRefresh(), SESSION_TIMING.refreshCheckMs);
    for (const type of activityEvents)
      this.target?.addEventListener(type, this.onActivity, { passive: true });
    this.restartInactivityTimers();
  }

  private stopTimers(): void {
    if (this.refreshTimer) clearInterval(this.refreshTimer);
    if (this.warningTimer) clearTimeout(this.warningTimer);
    if (this.logoutTimer) clearTimeout(this.logoutTimer);
    if (this.activityTimer) clearTimeout(this.activityTimer);
    this.refreshTimer = this.warningTimer = this.logoutTimer = this.activityTimer = null;
    this.logoutDueAt = null;
    for (const type of activityEvents) this.target?.removeEventListener(type, this.onActivity);
  }

  private restartInactivityTimers(): void {
    if (this.warningTimer) clearTimeout(this.warningTimer);
    if (this.logoutTimer) clearTimeout(this.logoutTimer);
    if (this.state.showWarning) this.setState({ showWarning: false });
    this.logoutDueAt = this.now() + SESSION_TIMING.logoutAfterMs;
    this.warningTimer = setTimeout(() => this.setState({ showWarning: true }), SESSION_TIMING.warningAfterMs);
    this.logoutTimer = setTimeout(() => {
      if (this.state.showWarning) void this.logout('inactivity');
    }, SESSION_TIMING.logoutAfterMs);
  }

  // ---- activity -----------------------------------------------------------------------------------------

  private onActivity = (): void => {
    // While the warning is up only its buttons decide; otherwise moving the mouse towards
    // 'Stay Logged In' would already dismiss it.
    if (this.state.showWarning || this.activityTimer) return;
    this.activityTimer = setTimeout(() => {
      this.activityTimer = null;
      if (!this.signedIn || this.state.showWarning) return;
      this.restartInactivityTimers();
      this.channel?.postMessage({ type: 'activity' } satisfies Message);
    }, SESSION_TIMING.activityDebounceMs);
  };

  /** 'Stay Logged In': the timers start again, here and in the other tabs. */
  stayLoggedIn(): void {
    if (!this.signedIn) return;
    this.restartInactivityTimers();
    this.channel?.postMessage({ type: 'activity' } satisfies Message);
  }

  private onMessage(message: Message): void {
    if (message?.type === 'activity' && this.signedIn) this.restartInactivityTimers();
    if (message?.type === 'logout' && this.signedIn) {
      // Every tab idled out together: each keeps its own half-filled form and its own page to return to.
      if (message.reason === 'inactivity') this.noteInactivity();
      this.signedOutElsewhere();
    }
  }

  private onStorage = (event: StorageEvent): void => {
    if (event.key !== null && event.key !== STORAGE_KEYS.token && event.key !== STORAGE_KEYS.user) return;
    const stored = readStoredSession();
    if (!stored) {
      if (this.signedIn) this.signedOutElsewhere();
      return;
    }
    const wasSignedIn = this.signedIn;
    this.setState({ token: stored.token, tokenExpiry: stored.tokenExpiry, user: stored.user });
    if (!wasSignedIn && this.started) this.startTimers();
  };

  private signedOutElsewhere(): void {
    this.signOuts += 1;
    this.stopTimers();
    this.setState({ user: null, token: null, tokenExpiry: null, showWarning: false });
    this.options.onSignedOut?.();
  }

  // ---- login, refresh, logout ---------------------------------------------------------------------------

  async login(username: string, password: string): Promise<LoginResult> {
    // Spec section 4: login is skipped if a token already exists.
    if (this.signedIn && this.state.user) return { ok: true, user: this.state.user };
    let body: unknown;
    try {
      body = await this.options.api.login(username, password);
    } catch (error) {
      const errorBody = isRecord(error) ? (error as { body?: unknown }).body : undefined;
      const verification =
        isRecord(errorBody) && isRecord(errorBody.verification) ? errorBody.verification : null;
      return {
        ok: false,
        message: responseMessage(error) ?? LOGIN_FAILED_MESSAGE,
        ...(verification && typeof verification.verification_token === 'string'
          ? {
              verification: {
                token: verification.verification_token,
                phone: typeof verification.phone === 'string' ? verification.phone : null,
              },
            }
          : {}),
      };
    }
    const session = sessionFrom(body, this.now());
    if (!session) {
      const message =
        isRecord(body) && typeof body.message === 'string' && body.message ? body.message : null;
      return { ok: false, message: message ?? LOGIN_REJECTED_MESSAGE };
    }
    writeStoredSession(session);
    this.setState({ ...session, showWarning: false });
    if (this.started) this.startTimers();
    return { ok: true, user: session.user };
  }

  /**
   * Starts the session a server answer carries in the login shape (data.token plus the user fields, the
   * refresh cookie already set): the sign-up's phone check signs the new customer in this way.
   */
  adoptSession(body: unknown): boolean {
    const session = sessionFrom(body, this.now());
    if (!session) return false;
    writeStoredSession(session);
    this.setState({ ...session, showWarning: false });
    if (this.started) this.startTimers();
    return true;
  }

  /** The 60-second check: refresh when within the margin of expiry; log out when that fails. */
  async checkRefresh(): Promise<void> {
    if (!this.signedIn) return;
    const expiry = this.state.tokenExpiry ?? 0;
    if (expiry - this.now() > SESSION_TIMING.refreshMarginMs) return;
    // A refresh refused because the session ended meanwhile needs no second logout.
    if (!(await this.refresh()) && this.signedIn) await this.logout();
  }

  /** Renews the access token; one at a time per tab, and across tabs when the browser has Web Locks. */
  refresh(): Promise<boolean> {
    this.refreshing ??= this.refreshExclusively().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async refreshExclusively(): Promise<boolean> {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (!locks) return this.refreshNow();
    return locks.request('chancepay-session-refresh', () => this.refreshNow());
  }

  private async refreshNow(): Promise<boolean> {
    // Another tab may have just refreshed (its token is in storage): use it rather than rotate again.
    const stored = readStoredSession();
    if (!stored) return false;
    if (stored.tokenExpiry - this.now() > SESSION_TIMING.tokenLifetimeMs - SESSION_TIMING.recentRefreshMs) {
      if (stored.token !== this.state.token)
        this.setState({ token: stored.token, tokenExpiry: stored.tokenExpiry, user: stored.user });
      return true;
    }
    const signOutsBefore = this.signOuts;
    try {
      const body = await this.options.api.refresh();
      if (this.signOuts !== signOutsBefore) return false;
      const session = sessionFrom(body, this.now());
      if (!session) throw new Error(REFRESH_FAILED_MESSAGE);
      writeStoredSession(session);
      this.setState({ token: session.token, tokenExpiry: session.tokenExpiry, user: session.user });
      return true;
    } catch {
      return false;
    }
  }

  /** The page and the half-filled forms of this tab, kept for after the next sign-in (sessionStorage). */
  private noteInactivity(): void {
    saveRegisteredDrafts(this.now());
    const location = this.target?.location;
    if (location) noteInactivitySignOut(`${location.pathname}${location.search}${location.hash}`, this.now());
  }

  /**
   * Spec section 4: clear everything stored, call the logout endpoint (failure ignored), go to /login. After
   * the inactivity logout the login page says why and the forms come back (issue #27 item 9).
   */
  async logout(reason?: 'inactivity'): Promise<void> {
    if (reason === 'inactivity') this.noteInactivity();
    this.signOuts += 1;
    this.stopTimers();
    clearStoredSession();
    this.setState({ user: null, token: null, tokenExpiry: null, showWarning: false });
    this.channel?.postMessage({ type: 'logout', ...(reason ? { reason } : {}) } satisfies Message);
    try {
      await this.options.api.logout();
    } catch {
      // Ignored: the local session is gone either way.
    }
    this.options.onSignedOut?.();
  }

  /** New user data (the wallet balance after a transfer, say), kept in storage for the other tabs. */
  updateUser(user: SessionUser): void {
    if (!this.signedIn) return;
    writeStoredUser(user);
    this.setState({ user });
  }
}
