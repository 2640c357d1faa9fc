/**
 * A small HTTP client for the API as a browser would use it over the network: keeps cookies, fetches the
 * CSRF token once and sends it on state-changing calls. For the kill test and the settle benchmark.
 */
export class ApiClient {
  private cookies = new Map<string, string>();
  private csrfToken: string | undefined;

  constructor(readonly baseUrl: string) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      if (index > 0) this.cookies.set(pair!.slice(0, index).trim(), pair!.slice(index + 1).trim());
    }
  }

  async csrf(): Promise<string> {
    if (this.csrfToken) return this.csrfToken;
    const response = await fetch(`${this.baseUrl}/api/context-proxy/v1/csrf`, {
      headers: { cookie: this.cookieHeader() },
    });
    this.remember(response);
    this.csrfToken = ((await response.json()) as { token: string }).token;
    return this.csrfToken;
  }

  /** POSTs JSON to an /api path; returns status and parsed body. */
  async post<Body = Record<string, unknown>>(
    path: string,
    body: unknown,
  ): Promise<{ status: number; body: Body }> {
    const token = await this.csrf();
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: this.cookieHeader() },
      body: JSON.stringify(body),
    });
    this.remember(response);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Body };
  }

  async get<Body = Record<string, unknown>>(path: string): Promise<{ status: number; body: Body }> {
    const response = await fetch(`${this.baseUrl}${path}`, { headers: { cookie: this.cookieHeader() } });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Body };
  }

  async action<Data = Record<string, unknown>>(actionType: string, parameters: Record<string, unknown> = {}) {
    const response = await this.post<{ success: boolean; data: Data; message?: string }>(
      '/api/context-proxy/v1/action',
      { action_type: actionType, parameters },
    );
    if (response.status !== 200)
      throw new Error(`${actionType}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data;
  }
}

export interface OpenProduct {
  raffle_cycle_id: number;
  ticket_price: string;
  winnable_amount: string;
  associated_types: { raffle_type_id: number }[];
}

/** The open cycle offering a raffle type, from the public product list. */
export async function openCycleFor(api: ApiClient, raffleTypeId: number): Promise<OpenProduct> {
  const { raffle_cycles } = await api.action<{ raffle_cycles: OpenProduct[] }>('get_active_raffle_products');
  const cycle = raffle_cycles.find((candidate) =>
    candidate.associated_types.some((type) => type.raffle_type_id === raffleTypeId),
  );
  if (!cycle) throw new Error(`No open cycle for raffle type ${raffleTypeId}`);
  return cycle;
}

/** create_order (card) for one ticket; returns the order id and its amount in kobo. */
export async function createCardOrder(
  api: ApiClient,
  cycle: OpenProduct,
  phone: string,
  raffleTypeId = 1,
): Promise<{ orderId: string; amountKobo: number }> {
  const data = await api.action<{ order_id: string; order_amount: string }>('create_order', {
    raffle_cycle_id: cycle.raffle_cycle_id,
    raffle_type_id: raffleTypeId,
    customer_phone: phone,
    ticket_quantity: 1,
    order_amount: cycle.ticket_price,
    purchase_platform: 'web',
    payment_method_used: 'card',
    age_confirmed: true,
  });
  const [naira, kobo = '00'] = data.order_amount.split('.');
  return { orderId: data.order_id, amountKobo: Number(naira) * 100 + Number(kobo) };
}

/** squad/initiate; returns the checkout URL the buyer is sent to. */
export async function initiate(api: ApiClient, orderId: string, amountKobo: number): Promise<string> {
  const response = await api.post<{ checkout_url: string }>('/api/context-proxy/v1/squad/initiate', {
    email: 'buyer@example.com',
    amount: amountKobo,
    currency: 'NGN',
    transaction_ref: orderId,
    payment_channels: ['card', 'bank', 'ussd', 'transfer'],
    metadata: { order_id: orderId },
    return_url: '/thank-you',
  });
  if (response.status !== 200)
    throw new Error(`initiate: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.checkout_url;
}

/** Presses "Pay" on the emulator's hosted checkout page (a form POST); true when the emulator answered. */
export async function pressPay(checkoutUrl: string): Promise<boolean> {
  const response = await fetch(`${checkoutUrl}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  await response.body?.cancel();
  return response.status === 303;
}
