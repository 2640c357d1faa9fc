import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * A browser-like client over app.inject(): it keeps cookies between calls and, for state-changing
 * calls, sends the CSRF token the way the web app does (fetched once from the CSRF endpoint, when the
 * app has one). Tests that need to prove a refusal pass `csrf: false` or their own headers. It takes the app,
 * or a function giving it for a client made before the app is (as with useTestApp).
 */
export class TestClient {
  private cookies = new Map<string, string>();
  private csrfToken: string | undefined;
  accessToken: string | undefined;

  constructor(private readonly appOrGetter: FastifyInstance | (() => FastifyInstance)) {}

  private get app(): FastifyInstance {
    return typeof this.appOrGetter === 'function' ? this.appOrGetter() : this.appOrGetter;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** A cookie the page's own script would have written (the language choice). */
  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  private remember(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies) {
      const expired =
        cookie.value === '' ||
        (cookie.maxAge !== undefined && cookie.maxAge <= 0) ||
        (cookie.expires !== undefined && new Date(cookie.expires).getTime() <= Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  async csrf(): Promise<string | undefined> {
    if (this.csrfToken) return this.csrfToken;
    const response = await this.app.inject({
      method: 'GET',
      url: '/api/context-proxy/v1/csrf',
      headers: { cookie: this.cookieHeader() },
    });
    if (response.statusCode === 404) return undefined;
    this.remember(response);
    this.csrfToken = (response.json() as { token: string }).token;
    return this.csrfToken;
  }

  forgetCsrf(): void {
    this.csrfToken = undefined;
  }

  async request(
    options: InjectOptions & { csrf?: boolean; auth?: boolean },
  ): Promise<LightMyRequestResponse> {
    const method = (options.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = { ...(options.headers as Record<string, string> | undefined) };
    const stateChanging = !['GET', 'HEAD', 'OPTIONS'].includes(method);
    if (stateChanging && options.csrf !== false && !headers['x-csrf-token']) {
      const token = await this.csrf();
      if (token) headers['x-csrf-token'] = token;
    }
    if (options.auth !== false && this.accessToken && !headers.authorization) {
      headers.authorization = `Bearer ${this.accessToken}`;
    }
    const cookie = this.cookieHeader();
    if (cookie && !headers.cookie) headers.cookie = cookie;
    const { csrf: _csrf, auth: _auth, ...rest } = options;
    const response = await this.app.inject({ ...rest, method: method as InjectOptions['method'], headers });
    this.remember(response);
    return response;
  }

  get(url: string, options: Omit<InjectOptions, 'method' | 'url'> & { csrf?: boolean; auth?: boolean } = {}) {
    return this.request({ ...options, method: 'GET', url });
  }

  post(
    url: string,
    payload?: unknown,
    options: Omit<InjectOptions, 'method' | 'url' | 'payload'> & { csrf?: boolean; auth?: boolean } = {},
  ) {
    return this.request({
      ...options,
      method: 'POST',
      url,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  }
}
