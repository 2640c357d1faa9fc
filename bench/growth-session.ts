import { demoStaff, demoStaffPassword, totp } from '../e2e/support/staff';
import type { Caller, Ids, Read } from './growth-reads';

const demoPassword = 'Demo-Password-1';

/** One HTTP client per caller: cookies, the CSRF token, a bearer token (customers) or the staff cookie. */
export class Session {
  private cookies = new Map<string, string>();
  private csrfToken: string | undefined;
  private bearer: string | undefined;
  /** The 30-second TOTP step last used by this staff member: a code is accepted once per step. */
  private lastStep = -1;
  /** When the bearer token was issued, and when this session last made a request. */
  private tokenAt = 0;
  private usedAt = 0;
  /** Access tokens refreshed through the refresh cookie, and sign-ins after the first (both outside timing). */
  readonly renewals = { refreshed: 0, signedInAgain: 0 };
  private signedIn = false;

  constructor(
    private readonly baseUrl: string,
    readonly caller: Caller,
  ) {}

  private remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      if (index > 0) this.cookies.set(pair!.slice(0, index).trim(), pair!.slice(index + 1).trim());
    }
  }

  private headers(json: boolean): Record<string, string> {
    return {
      cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      ...(json ? { 'content-type': 'application/json' } : {}),
      ...(this.csrfToken ? { 'x-csrf-token': this.csrfToken } : {}),
      ...(this.bearer ? { authorization: `Bearer ${this.bearer}` } : {}),
    };
  }

  async request(method: 'GET' | 'POST', path: string, body?: unknown) {
    this.usedAt = Date.now();
    if (!this.csrfToken) {
      const response = await fetch(`${this.baseUrl}/api/context-proxy/v1/csrf`);
      this.remember(response);
      this.csrfToken = ((await response.json()) as { token: string }).token;
    }
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: this.headers(body !== undefined),
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    this.remember(response);
    const text = await response.text();
    return { status: response.status, text };
  }

  /** Customers and vendors: the login API; staff: password, then a TOTP code (console sign-in). */
  async signIn(): Promise<void> {
    if (this.caller === 'public') return;
    if (this.signedIn) this.renewals.signedInAgain += 1;
    this.signedIn = true;
    if (this.caller === 'customer' || this.caller === 'vendor') {
      this.bearer = undefined;
      const username = this.caller === 'customer' ? 'demo.customer' : 'demo.vendor';
      const login = await this.request('POST', '/api/jwt-auth/v1/token', {
        username,
        password: demoPassword,
      });
      if (login.status !== 200) throw new Error(`login ${username}: ${login.status} ${login.text}`);
      this.bearer = (JSON.parse(login.text) as { data: { token: string } }).data.token;
      this.tokenAt = Date.now();
      return;
    }
    const staff = this.caller === 'admin' ? demoStaff.admin : demoStaff.finance;
    const step = Math.floor(Date.now() / 30_000);
    if (step <= this.lastStep)
      await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));
    const first = await this.request('POST', '/api/admin/auth/sign-in', {
      username: staff.username,
      password: demoStaffPassword,
    });
    if (first.status !== 200)
      throw new Error(`console sign-in ${staff.username}: ${first.status} ${first.text}`);
    const { challenge } = (JSON.parse(first.text) as { data: { challenge: string } }).data;
    this.lastStep = Math.floor(Date.now() / 30_000);
    const second = await this.request('POST', '/api/admin/auth/second-factor', {
      challenge,
      code: totp(staff.secret),
    });
    if (second.status !== 200)
      throw new Error(`console second factor ${staff.username}: ${second.status} ${second.text}`);
  }

  /** Access tokens live 5 minutes: a 401 refreshes (customers, with the refresh cookie) or signs in again. */
  async renew(): Promise<void> {
    if (this.caller === 'customer' || this.caller === 'vendor') {
      this.bearer = undefined;
      const refreshed = await this.request('POST', '/api/jwt-auth/v1/token', {});
      if (refreshed.status === 200) {
        this.bearer = (JSON.parse(refreshed.text) as { data: { token: string } }).data.token;
        this.tokenAt = Date.now();
        this.renewals.refreshed += 1;
        return;
      }
    }
    await this.signIn();
  }

  /**
   * Before a read's calls, outside their timing: an access token near its 5 minutes is refreshed, a console
   * session near its 15 idle minutes signed in again (a 401 during the calls would do the same, timed).
   */
  async keepFresh(): Promise<void> {
    if ((this.caller === 'customer' || this.caller === 'vendor') && Date.now() - this.tokenAt > 240_000)
      await this.renew();
    if ((this.caller === 'admin' || this.caller === 'finance') && Date.now() - this.usedAt > 840_000)
      await this.signIn();
  }

  async read(read: Read, ids: Ids) {
    const send = () =>
      read.action
        ? this.request('POST', read.path(ids), { action_type: read.action, parameters: {} })
        : this.request('GET', read.path(ids));
    let response = await send();
    if (response.status === 401 && this.caller !== 'public') {
      await this.renew();
      response = await send();
    }
    return response;
  }
}
