import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionController, SESSION_TIMING, type AuthApi } from './session-controller';
import { registerDraftSource, takeDraft } from '../form-draft';
import { clearSignOutNote, readSignOutNote } from './sign-out-note';
import { readStoredSession, REFRESH_TOKEN_MARKER, STORAGE_KEYS } from './storage';

const user = {
  displayName: 'Ada Okafor',
  nicename: 'demo.customer',
  phone_number: '+2348031234567',
  wallet_balance: '250.00',
  user_role: 'customer' as const,
  email: 'ada@example.com',
  vendor_details: null,
};
const answer = (token: string) => ({ success: true, message: 'ok', data: { token, ...user } });

/** A fake of the three auth calls (the server is outside the web app) that counts what it was asked. */
function fakeApi(overrides: Partial<AuthApi> = {}) {
  let issued = 0;
  return {
    login: vi.fn(async () => answer(`token-${++issued}`)),
    refresh: vi.fn(async () => answer(`token-${++issued}`)),
    logout: vi.fn(async () => ({ success: true })),
    ...overrides,
  } satisfies AuthApi;
}

/** A pair of in-memory "tabs" joined like BroadcastChannel joins the tabs of one browser. */
function channelPair() {
  type Channel = {
    onmessage: ((event: MessageEvent) => void) | null;
    postMessage(data: unknown): void;
    close(): void;
  };
  const make = (): Channel => ({ onmessage: null, postMessage: () => undefined, close: () => undefined });
  const a = make();
  const b = make();
  a.postMessage = (data) => b.onmessage?.({ data } as MessageEvent);
  b.postMessage = (data) => a.onmessage?.({ data } as MessageEvent);
  return [a, b] as const;
}

let controllers: SessionController[] = [];
function controllerWith(
  api: AuthApi,
  options: Partial<ConstructorParameters<typeof SessionController>[0]> = {},
) {
  const [channel] = channelPair();
  const controller = new SessionController({ api, channel, ...options });
  controllers.push(controller);
  return controller;
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  for (const controller of controllers) controller.dispose();
  controllers = [];
  vi.useRealTimers();
});

describe('login', () => {
  it('stores the token, a 5-minute expiry and the user under the spec keys, never a refresh token', async () => {
    const controller = controllerWith(fakeApi());
    controller.start();
    const result = await controller.login('demo.customer', 'pw');
    expect(result).toEqual({ ok: true, user });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-1');
    expect(Number(localStorage.getItem(STORAGE_KEYS.tokenExpiry))).toBe(Date.now() + 5 * 60_000);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).toEqual(user);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe(REFRESH_TOKEN_MARKER);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.auth)!)).toEqual({
      isAuthenticated: true,
      role: 'customer',
    });
  });

  it('is skipped when a token already exists', async () => {
    const api = fakeApi();
    const controller = controllerWith(api);
    await controller.login('a', 'b');
    await controller.login('a', 'b');
    expect(api.login).toHaveBeenCalledTimes(1);
  });

  it("reports the response's message, else 'Login failed. Try again.'", async () => {
    const failing = controllerWith(
      fakeApi({
        login: vi.fn(async () =>
          Promise.reject({ body: { success: false, message: 'The username or password is incorrect.' } }),
        ),
      }),
    );
    expect(await failing.login('a', 'b')).toEqual({
      ok: false,
      message: 'The username or password is incorrect.',
    });
    const silent = controllerWith(
      fakeApi({ login: vi.fn(async () => Promise.reject(new Error('Network error'))) }),
    );
    expect(await silent.login('a', 'b')).toEqual({ ok: false, message: 'Login failed. Try again.' });
    const rejected = controllerWith(fakeApi({ login: vi.fn(async () => ({ success: false })) }));
    expect(await rejected.login('a', 'b')).toEqual({ ok: false, message: 'Login failed.' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});

describe('timers', () => {
  it('a refresh that answers after the inactivity logout does not sign the tab back in', async () => {
    let answerRefresh: (body: unknown) => void = () => undefined;
    const api = fakeApi({ refresh: vi.fn(() => new Promise((resolve) => (answerRefresh = resolve))) });
    const onSignedOut = vi.fn();
    const controller = controllerWith(api, { onSignedOut });
    controller.start();
    await controller.login('a', 'b');
    // The 60-second check sends a refresh; the server is slow to answer it.
    await vi.advanceTimersByTimeAsync(SESSION_TIMING.warningAfterMs);
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(controller.getState().showWarning).toBe(true);
    // The inactivity logout lands while that refresh is still on the wire, then its answer arrives.
    await vi.advanceTimersByTimeAsync(SESSION_TIMING.logoutAfterMs - SESSION_TIMING.warningAfterMs);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    answerRefresh(answer('too-late'));
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState().token).toBeNull();
    expect(readStoredSession()).toBeNull();
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('refreshes every 60 seconds, and logs out when a refresh fails', async () => {
    let refreshes = 0;
    const api = fakeApi({
      refresh: vi.fn(async () => {
        refreshes += 1;
        if (refreshes === 3) throw new Error('Token refresh failed.');
        return answer(`refreshed-${refreshes}`);
      }),
    });
    const onSignedOut = vi.fn();
    const controller = controllerWith(api, { onSignedOut });
    controller.start();
    await controller.login('a', 'b');
    // Keep the user active so only the refresh path is under test.
    const stayActive = setInterval(() => controller.stayLoggedIn(), 30_000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('refreshed-1');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.refresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    clearInterval(stayActive);
    expect(api.refresh).toHaveBeenCalledTimes(3);
    expect(controller.getState().token).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('shows the warning after 1 idle minute and logs out at 2', async () => {
    const api = fakeApi();
    const onSignedOut = vi.fn();
    const controller = controllerWith(api, { onSignedOut });
    controller.start();
    await controller.login('a', 'b');
    await vi.advanceTimersByTimeAsync(59_999);
    expect(controller.getState().showWarning).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(controller.getState().showWarning).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(controller.getState().token).toBeNull();
    expect(api.logout).toHaveBeenCalled();
    expect(onSignedOut).toHaveBeenCalled();
  });

  it('after the inactivity logout keeps why, the page and the half-filled forms for the next sign-in', async () => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/dashboard/transfer?from=test');
    const controller = controllerWith(fakeApi(), { now: () => Date.now() });
    controller.start();
    await controller.login('a', 'b');
    const unregister = registerDraftSource('transfer', () => ({ amount: '1500', transactionPin: '1234' }));
    await vi.advanceTimersByTimeAsync(SESSION_TIMING.warningAfterMs);
    expect(controller.logoutDueAt).toBe(
      Date.now() + SESSION_TIMING.logoutAfterMs - SESSION_TIMING.warningAfterMs,
    );
    await vi.advanceTimersByTimeAsync(SESSION_TIMING.logoutAfterMs - SESSION_TIMING.warningAfterMs);
    unregister();
    expect(controller.getState().token).toBeNull();
    expect(readSignOutNote()).toMatchObject({
      reason: 'inactivity',
      returnTo: '/dashboard/transfer?from=test',
    });
    expect(takeDraft('transfer')).toEqual({ amount: '1500' });
    // A logout the person chose leaves no note.
    clearSignOutNote();
    await controller.login('a', 'b');
    await controller.logout();
    expect(readSignOutNote()).toBeNull();
  });

  it('restarts the timers on activity, debounced 500 ms', async () => {
    const controller = controllerWith(fakeApi());
    controller.start();
    await controller.login('a', 'b');
    await vi.advanceTimersByTimeAsync(50_000);
    window.dispatchEvent(new MouseEvent('mousemove'));
    window.dispatchEvent(new KeyboardEvent('keydown'));
    window.dispatchEvent(new MouseEvent('click'));
    await vi.advanceTimersByTimeAsync(499);
    // Not yet restarted: the warning is still due at 60 s from login.
    await vi.advanceTimersByTimeAsync(10_000 - 499);
    expect(controller.getState().showWarning).toBe(false);
    // Restarted at 50.5 s: the warning comes at 110.5 s, not 60 s.
    await vi.advanceTimersByTimeAsync(50_000);
    expect(controller.getState().showWarning).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    expect(controller.getState().showWarning).toBe(true);
  });

  it("keeps the session when 'Stay Logged In' is chosen", async () => {
    const controller = controllerWith(fakeApi());
    controller.start();
    await controller.login('a', 'b');
    await vi.advanceTimersByTimeAsync(SESSION_TIMING.warningAfterMs);
    expect(controller.getState().showWarning).toBe(true);
    // Moving the mouse towards the button does not dismiss the warning by itself.
    window.dispatchEvent(new MouseEvent('mousemove'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(controller.getState().showWarning).toBe(true);
    controller.stayLoggedIn();
    expect(controller.getState().showWarning).toBe(false);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(controller.getState().token).not.toBeNull();
    expect(controller.getState().showWarning).toBe(false);
  });
});

describe('logout', () => {
  it('clears storage, calls the endpoint ignoring its failure, and goes to /login', async () => {
    const api = fakeApi({ logout: vi.fn(async () => Promise.reject(new Error('offline'))) });
    const onSignedOut = vi.fn();
    const controller = controllerWith(api, { onSignedOut });
    controller.start();
    await controller.login('a', 'b');
    await controller.logout();
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(controller.getState()).toEqual({ user: null, token: null, tokenExpiry: null, showWarning: false });
  });
});

describe('several tabs', () => {
  function twoTabs(api: AuthApi) {
    const [channelA, channelB] = channelPair();
    const signedOutB = vi.fn();
    const a = new SessionController({ api, channel: channelA });
    const b = new SessionController({ api, channel: channelB, onSignedOut: signedOutB });
    controllers.push(a, b);
    a.start();
    b.start();
    return { a, b, signedOutB };
  }

  /** What the browser does in the other tab when this one writes localStorage. */
  function storageEvent(key: string | null) {
    window.dispatchEvent(new StorageEvent('storage', { key }));
  }

  it('a login in one tab signs in the other; a logout in one signs out the other', async () => {
    const { a, b, signedOutB } = twoTabs(fakeApi());
    await a.login('a', 'b');
    storageEvent(STORAGE_KEYS.token);
    expect(b.getState().token).toBe('token-1');
    await a.logout();
    expect(b.getState().token).toBeNull();
    expect(signedOutB).toHaveBeenCalled();
  });

  it('activity in one tab keeps the other from warning', async () => {
    const { a, b } = twoTabs(fakeApi());
    await a.login('a', 'b');
    storageEvent(STORAGE_KEYS.token);
    await vi.advanceTimersByTimeAsync(59_000);
    a.stayLoggedIn();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(b.getState().showWarning).toBe(false);
  });

  it('a tab uses the token another tab just refreshed instead of rotating again', async () => {
    const api = fakeApi();
    const { a, b } = twoTabs(api);
    await a.login('a', 'b');
    storageEvent(STORAGE_KEYS.token);
    await a.refresh();
    expect(api.refresh).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(40_000);
    await a.refresh();
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(await b.refresh()).toBe(true);
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(b.getState().token).toBe(readStoredSession()!.token);
  });
});
