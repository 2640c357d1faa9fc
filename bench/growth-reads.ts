// The reads the growth bench times (growth.ts): every customer, public and console read, and who makes it.

export type Caller = 'public' | 'customer' | 'vendor' | 'admin' | 'finance';

export interface Read {
  label: string;
  caller: Caller;
  /** A GET path, or an action for POST /api/context-proxy/v1/action. */
  path: (ids: Ids) => string;
  action?: string;
  /** The machine's drift between the two measurements: shown, not budgeted. */
  reference?: boolean;
  /**
   * For a read whose answer is a page: its bound, in words. On the demo data its page holds a few rows, grown it
   * is full, so its growth from the demo data is partly the page filling; growth.ts then also judges it from
   * half grown to grown (pagedSecondHalfFactor), where the page is full at both.
   */
  pageBound?: string;
}

export interface Ids {
  customerId: string;
  vendorId: string;
  /** The cycle whose fairness page is read: cycle 1 (open, no orders) small; demo.customer's cycle grown. */
  fairnessCycleId: number;
}

export const reads: Read[] = [
  {
    label: 'reference: GET /api/health (the machine’s drift; not budgeted)',
    caller: 'public',
    path: () => '/api/health',
    reference: true,
  },
  { label: 'GET /api/user/me', caller: 'customer', path: () => '/api/user/me' },
  { label: 'GET /api/user/profile', caller: 'customer', path: () => '/api/user/profile' },
  {
    label: 'GET /api/user/reports (unpaged)',
    caller: 'customer',
    path: () => '/api/user/reports',
    pageBound: 'the newest 100 rows',
  },
  {
    label: 'GET /api/user/reports?page=1&per_page=20',
    caller: 'customer',
    path: () => '/api/user/reports?page=1&per_page=20',
    pageBound: '20 rows, the total counted to 1,000',
  },
  { label: 'GET /api/user/wallet-limits', caller: 'customer', path: () => '/api/user/wallet-limits' },
  { label: 'GET /api/user/play-limits', caller: 'customer', path: () => '/api/user/play-limits' },
  { label: 'GET /api/user/identity', caller: 'customer', path: () => '/api/user/identity' },
  { label: 'GET /api/user/me (vendor)', caller: 'vendor', path: () => '/api/user/me' },
  {
    label: 'GET /api/user/reports (vendor, unpaged)',
    caller: 'vendor',
    path: () => '/api/user/reports',
    pageBound: 'the newest 100 rows',
  },
  {
    label: 'GET /api/user/reports?page=1&per_page=20 (vendor)',
    caller: 'vendor',
    path: () => '/api/user/reports?page=1&per_page=20',
    pageBound: '20 rows, the total counted to 1,000',
  },
  {
    label: 'action get_active_raffle_products',
    caller: 'public',
    path: () => '/api/context-proxy/v1/action',
    action: 'get_active_raffle_products',
  },
  {
    label: 'action get_vendors',
    caller: 'public',
    path: () => '/api/context-proxy/v1/action',
    action: 'get_vendors',
  },
  {
    label: 'GET /api/fairness/cycles/:id (small: open cycle 1; grown: demo.customer’s cycle)',
    caller: 'public',
    path: (ids) => `/api/fairness/cycles/${ids.fairnessCycleId}`,
    pageBound: '100 orders of the log',
  },
  { label: 'console GET /api/admin/home', caller: 'admin', path: () => '/api/admin/home' },
  { label: 'console GET /api/admin/reports', caller: 'finance', path: () => '/api/admin/reports' },
  {
    label: 'console GET /api/admin/reports?period=month',
    caller: 'finance',
    path: () => '/api/admin/reports?period=month',
  },
  {
    label: 'console GET /api/admin/winners',
    caller: 'admin',
    path: () => '/api/admin/winners',
    pageBound: 'at most 100 winners',
  },
  { label: 'console GET /api/admin/ledger', caller: 'finance', path: () => '/api/admin/ledger' },
  {
    label: 'console GET /api/admin/ledger/statement?account=revenue:tickets',
    caller: 'finance',
    path: () => '/api/admin/ledger/statement?account=revenue:tickets',
    pageBound: 'a page of 50 postings, the count capped at 1,000',
  },
  {
    label: 'console GET /api/admin/ledger/statement?account=<demo.customer wallet>',
    caller: 'finance',
    path: (ids) => `/api/admin/ledger/statement?account=wallet:customer:${ids.customerId}`,
    pageBound: 'a page of 50 postings, the count capped at 1,000',
  },
  {
    label: 'console GET /api/admin/payouts (pending tab)',
    caller: 'finance',
    path: () => '/api/admin/payouts',
  },
  {
    label: 'console GET /api/admin/payouts?tab=successful',
    caller: 'finance',
    path: () => '/api/admin/payouts?tab=successful',
    pageBound: 'a page of 50 transfers, the count capped at 1,000',
  },
  {
    label: 'console GET /api/admin/payouts/vendor-batch',
    caller: 'finance',
    path: () => '/api/admin/payouts/vendor-batch',
  },
  { label: 'console GET /api/admin/refunds', caller: 'finance', path: () => '/api/admin/refunds' },
  {
    label: 'console GET /api/admin/reconciliation',
    caller: 'finance',
    path: () => '/api/admin/reconciliation',
  },
  {
    label: 'console GET /api/admin/cycles',
    caller: 'admin',
    path: () => '/api/admin/cycles',
    pageBound: 'the newest 100 cycles',
  },
  {
    label: 'console GET /api/admin/cycles/:id (small: 1; grown: demo.customer’s)',
    caller: 'admin',
    path: (ids) => `/api/admin/cycles/${ids.fairnessCycleId}`,
  },
  {
    label: 'console GET /api/admin/search?q=<demo.customer phone>',
    caller: 'admin',
    path: () => '/api/admin/search?q=08031234567',
  },
  {
    label: 'console GET /api/admin/search?q=demo.customer',
    caller: 'admin',
    path: () => '/api/admin/search?q=demo.customer',
  },
  {
    label: 'console GET /api/admin/customers/:id (demo.customer)',
    caller: 'admin',
    path: (ids) => `/api/admin/customers/${ids.customerId}`,
  },
  { label: 'console GET /api/admin/vendors', caller: 'admin', path: () => '/api/admin/vendors' },
  {
    label: 'console GET /api/admin/vendors/:id (demo.vendor)',
    caller: 'admin',
    path: (ids) => `/api/admin/vendors/${ids.vendorId}`,
  },
  {
    label: 'console GET /api/admin/approvals?status=pending',
    caller: 'admin',
    path: () => '/api/admin/approvals?status=pending',
  },
  {
    label: 'console GET /api/admin/responsible-play',
    caller: 'admin',
    path: () => '/api/admin/responsible-play',
  },
  {
    label: 'console GET /api/admin/audit-log?limit=200',
    caller: 'admin',
    path: () => '/api/admin/audit-log?limit=200',
  },
];
