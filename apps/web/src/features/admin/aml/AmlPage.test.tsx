import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeServer } from '../../../test/fake-server';
import { isolateSessionBetweenTests } from '../../../test/isolate-session';
import { renderRoutes } from '../../../test/render-app';
import AdminApp from '../AdminApp';
import type { AmlAlert, AmlCase, AmlCaseDetail, LargeTransaction } from './api';

isolateSessionBetweenTests();

const routes = [{ path: '/admin/*', element: <AdminApp /> }];
const me = (roles: string[]) => ({
  body: {
    success: true,
    data: {
      id: 'b5a4f3c2-0000-4000-8000-000000000009',
      username: 'ngozi.compliance',
      display_name: 'Ngozi Compliance',
      email: 'ngozi@chancepay.ng',
      roles,
      idle_timeout_seconds: 900,
      recovery_codes_left: 10,
    },
  },
});

const CUSTOMER = '3f2b1c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d';
const CASE_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const alert = (overrides: Partial<AmlAlert> = {}): AmlAlert => ({
  id: 'a1a1a1a1-0000-4000-8000-000000000001',
  rule: 'rapid_movement',
  subject_type: 'customer',
  subject_id: CUSTOMER,
  lagos_day: '2026-11-25',
  details: {},
  raised_at: '2026-11-25T10:00:00.000Z',
  status: 'open',
  case_id: null,
  ...overrides,
});
const amlCase = (overrides: Partial<AmlCase> = {}): AmlCase => ({
  id: CASE_ID,
  number: 'AML-0007',
  subject_type: 'customer',
  subject_id: CUSTOMER,
  title: 'Money in and straight out',
  status: 'open',
  opened_at: '2026-11-26T09:00:00.000Z',
  closed_at: null,
  closing_reason: null,
  ...overrides,
});
const detail = (held: boolean): AmlCaseDetail => ({
  case: amlCase(),
  subject_name: 'chiamaka.eze',
  report: null,
  alerts: [{ id: alert().id, rule: 'rapid_movement', lagos_day: '2026-11-25', details: {} }],
  documents: [
    {
      id: 'd0d0d0d0-0000-4000-8000-000000000001',
      file_name: 'statement.pdf',
      content_type: 'application/pdf',
      size_bytes: 1000,
      uploaded_at: '2026-11-26T09:10:00.000Z',
    },
  ],
  holds: held
    ? [
        {
          id: 'h1',
          account: 'user_wallet:x',
          placed_at: '2026-11-26T09:20:00.000Z',
          lifted_at: null,
          lift_reason: null,
        },
      ]
    : [],
  timeline: [{ kind: 'opened', text: 'Case opened.', staff_id: null, at: '2026-11-26T09:00:00.000Z' }],
});
const ok = (data: unknown, message = '') => ({ body: { success: true, message, data } });

describe('the Money laundering screen', () => {
  it('opens a case from an open alert, gathering the subject’s alerts, and goes to the case', async () => {
    const server = installFakeServer({
      'GET /api/admin/me': me(['compliance']),
      'GET /api/admin/compliance/alerts': ok({ alerts: [alert()] }),
      'POST /api/admin/compliance/cases': {
        status: 201,
        body: { success: true, message: 'Case AML-0007 is open.', data: { case: amlCase() } },
      },
      [`GET /api/admin/compliance/cases/${CASE_ID}`]: ok(detail(false)),
    });
    renderRoutes(routes, '/admin/aml');
    const row = (await screen.findByText('rapid_movement')).closest('tr')!;
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Open a case' }));
    const form = screen.getByRole('form', { name: 'Open a case' });
    expect(within(form).getByLabelText('Customer or vendor id')).toHaveValue(CUSTOMER);
    await user.type(within(form).getByLabelText('Title'), 'Money in and straight out');
    await user.click(within(form).getByRole('button', { name: 'Open the case' }));
    expect(await screen.findByRole('heading', { name: /Case AML-0007/ })).toBeVisible();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      subject_type: 'customer',
      subject_id: CUSTOMER,
      title: 'Money in and straight out',
      alert_ids: [alert().id],
    });
  });

  it('dismisses an alert with a reason and says so', async () => {
    let dismissed = false;
    const server = installFakeServer({
      'GET /api/admin/me': me(['compliance']),
      'GET /api/admin/compliance/alerts': () => ok({ alerts: dismissed ? [] : [alert()] }),
      [`POST /api/admin/compliance/alerts/${alert().id}/dismiss`]: () => {
        dismissed = true;
        return ok(undefined, 'The alert is dismissed.');
      },
    });
    renderRoutes(routes, '/admin/aml');
    const row = (await screen.findByText('rapid_movement')).closest('tr')!;
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Dismiss' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Salary then rent, as every month');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByTestId('admin-notice')).toHaveTextContent('The alert is dismissed.');
    expect(await screen.findByText('No alert is waiting.')).toBeVisible();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      reason: 'Salary then rent, as every month',
    });
  });

  it('shows an auditor the queue without actions, and a refusal in words', async () => {
    installFakeServer({
      'GET /api/admin/me': me(['auditor']),
      'GET /api/admin/compliance/alerts': ok({ alerts: [alert()] }),
      'GET /api/admin/compliance/cases': {
        status: 403,
        body: { success: false, message: 'Your roles do not allow this.' },
      },
    });
    renderRoutes(routes, '/admin/aml');
    const row = (await screen.findByText('rapid_movement')).closest('tr')!;
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: /Open a case/ })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cases' }));
    // The kit's error state says what failed to load, then the server's words.
    expect(await screen.findByText('Could not load cases: Your roles do not allow this.')).toBeVisible();
  });

  it('keeps the tab, the alerts shown and the sort in the URL, and offers the alerts and cases as CSV', async () => {
    const server = installFakeServer({
      'GET /api/admin/me': me(['auditor']),
      'GET /api/admin/compliance/alerts': ok({
        alerts: [
          alert({ status: 'dismissed' }),
          alert({
            id: 'a1a1a1a1-0000-4000-8000-000000000002',
            rule: 'money_in_money_out_same_day',
            status: 'dismissed',
            raised_at: '2026-11-24T10:00:00.000Z',
          }),
        ],
      }),
      'GET /api/admin/compliance/cases': ok({
        cases: [amlCase(), amlCase({ id: 'c2', number: 'AML-0012', title: 'Structuring' })],
      }),
    });
    const { router } = renderRoutes(routes, '/admin/aml?alerts.status=dismissed');
    const alerts = await screen.findByRole('table', { name: 'Alerts' });
    expect(server.callsTo('GET /api/admin/compliance/alerts')[0]!.url).toBe(
      '/api/admin/compliance/alerts?status=dismissed',
    );
    expect(screen.getByLabelText('Alerts shown')).toHaveValue('dismissed');
    const rules = () =>
      within(alerts)
        .getAllByTestId('aml-alert-row')
        .map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    expect(rules()).toEqual(['rapid_movement', 'money_in_money_out_same_day']);
    const user = userEvent.setup();
    await user.click(within(alerts).getByRole('button', { name: /Raised/ }));
    expect(rules()).toEqual(['money_in_money_out_same_day', 'rapid_movement']);
    const search = () => new URLSearchParams(router.state.location.search);
    expect(search().get('alerts.sort')).toBe('raised');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Cases' }));
    const cases = await screen.findByRole('table', { name: 'Cases' });
    expect(search().get('tab')).toBe('cases');
    await user.click(within(cases).getByRole('button', { name: /Case/ }));
    await user.click(within(cases).getByRole('button', { name: /Case/ }));
    expect(search().get('cases.sort')).toBe('-case');
    expect(
      within(cases)
        .getAllByTestId('aml-case-row')
        .map((row) => within(row).getAllByRole('link')[0]!.textContent),
    ).toEqual(['AML-0012', 'AML-0007']);
    expect(screen.getByRole('link', { name: 'Suspicious transaction reports (CSV)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('holds the wallet with a reason, then shows the hold and offers to lift it', async () => {
    let held = false;
    const server = installFakeServer({
      'GET /api/admin/me': me(['compliance']),
      [`GET /api/admin/compliance/cases/${CASE_ID}`]: () => ok(detail(held)),
      [`POST /api/admin/compliance/cases/${CASE_ID}/hold`]: () => {
        held = true;
        return ok(undefined, 'The wallet is on hold (case AML-0007); the holder is told by SMS.');
      },
    });
    renderRoutes(routes, `/admin/aml/cases/${CASE_ID}`);
    const caseRegion = await screen.findByRole('region', { name: 'The case' });
    expect(within(caseRegion).getByText('chiamaka.eze')).toBeVisible();
    expect(within(caseRegion).getByTestId('case-hold')).toHaveTextContent('The wallet is not on hold.');
    expect(
      within(screen.getByRole('region', { name: 'Documents' })).getByRole('link', { name: 'statement.pdf' }),
    ).toHaveAttribute('href', '/api/admin/compliance/case-documents/d0d0d0d0-0000-4000-8000-000000000001');
    const user = userEvent.setup();
    await user.click(within(caseRegion).getByRole('button', { name: 'Hold the wallet' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Layering through many wallets');
    await user.click(within(dialog).getByRole('button', { name: 'Hold the wallet' }));
    expect(await screen.findByTestId('admin-notice')).toHaveTextContent('on hold (case AML-0007)');
    await waitFor(() =>
      expect(within(caseRegion).getByTestId('case-hold')).toHaveTextContent('The wallet is on hold since'),
    );
    expect(within(caseRegion).getByRole('button', { name: 'Lift the hold' })).toBeVisible();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      note: 'Layering through many wallets',
    });
  });

  it('asks for approval to close as reported, and shows a refusal’s message', async () => {
    const server = installFakeServer({
      'GET /api/admin/me': me(['compliance']),
      [`GET /api/admin/compliance/cases/${CASE_ID}`]: ok(detail(false)),
      [`POST /api/admin/compliance/cases/${CASE_ID}/report`]: (call) =>
        (call.body as { grounds: string }).grounds.length < 20
          ? { status: 400, body: { success: false, message: 'Say why in at least 20 characters.' } }
          : {
              status: 202,
              body: {
                success: true,
                message: 'Asked for approval: another compliance member must approve the report.',
                data: { approval_id: 'x' },
              },
            },
    });
    renderRoutes(routes, `/admin/aml/cases/${CASE_ID}`);
    const caseRegion = await screen.findByRole('region', { name: 'The case' });
    const user = userEvent.setup();
    await user.click(within(caseRegion).getByRole('button', { name: 'Close as reported' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Too short');
    await user.click(within(dialog).getByRole('button', { name: 'Ask for approval' }));
    expect(await within(dialog).findByText('Say why in at least 20 characters.')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Reason'), ': funds moved through 14 new wallets');
    await user.click(within(dialog).getByRole('button', { name: 'Ask for approval' }));
    expect(await screen.findByTestId('admin-notice')).toHaveTextContent('another compliance member');
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(2);
  });

  it('adds a note to the timeline', async () => {
    const server = installFakeServer({
      'GET /api/admin/me': me(['compliance']),
      [`GET /api/admin/compliance/cases/${CASE_ID}`]: ok(detail(false)),
      [`POST /api/admin/compliance/cases/${CASE_ID}/notes`]: ok(undefined, 'Note added.'),
    });
    renderRoutes(routes, `/admin/aml/cases/${CASE_ID}`);
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    expect(within(timeline).getByText('Case opened.')).toBeVisible();
    const user = userEvent.setup();
    await user.type(within(timeline).getByLabelText('Note'), 'Called the customer; no answer.');
    await user.click(within(timeline).getByRole('button', { name: 'Add the note' }));
    expect(await screen.findByTestId('admin-notice')).toHaveTextContent('Note added.');
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      note: 'Called the customer; no answer.',
    });
  });

  it('lists large-transaction records with the export link, and marks one filed with its reference', async () => {
    const record: LargeTransaction = {
      id: 'r1r1r1r1-0000-4000-8000-000000000001',
      subject_type: 'customer',
      subject_id: CUSTOMER,
      lagos_day: '2026-11-25',
      direction: 'in',
      total_kobo: 600_000_000,
      entry_count: 3,
      threshold_kobo: 500_000_000,
      filed_at: null,
      filing_reference: null,
    };
    let filed = false;
    const server = installFakeServer({
      'GET /api/admin/me': me(['compliance']),
      'GET /api/admin/compliance/large-transactions': () => ok({ records: filed ? [] : [record] }),
      [`POST /api/admin/compliance/large-transactions/${record.id}/filed`]: () => {
        filed = true;
        return ok({ record }, 'Marked filed.');
      },
    });
    const { router } = renderRoutes(routes, '/admin/aml?tab=large');
    const row = (await screen.findByText('₦6,000,000.00')).closest('tr')!;
    expect(screen.getByRole('link', { name: 'Export for filing (CSV)' })).toHaveAttribute(
      'href',
      '/api/admin/compliance/large-transactions.csv?unfiled=true',
    );
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Mark filed' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'NFIU-CTR-2026-1188');
    await user.click(within(dialog).getByRole('button', { name: 'Mark filed' }));
    expect(await screen.findByTestId('admin-notice')).toHaveTextContent('Marked filed.');
    expect(await screen.findByText('No large-transaction record waits to be filed.')).toBeVisible();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      reference: 'NFIU-CTR-2026-1188',
    });
    // Filed records too: the filter is in the URL, and the export follows it.
    await user.click(screen.getByLabelText('Not yet filed only'));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=large&large.records=all'));
    expect(screen.getByRole('link', { name: 'Export for filing (CSV)' })).toHaveAttribute(
      'href',
      '/api/admin/compliance/large-transactions.csv',
    );
  });

  it('uploads a document as the file’s own bytes, named, and says so', async () => {
    const server = installFakeServer({
      'GET /api/admin/me': me(['compliance']),
      [`GET /api/admin/compliance/cases/${CASE_ID}`]: ok(detail(false)),
      [`POST /api/admin/compliance/cases/${CASE_ID}/documents`]: {
        status: 201,
        body: { success: true, message: 'Document added.', data: { document_id: 'd2' } },
      },
    });
    renderRoutes(routes, `/admin/aml/cases/${CASE_ID}`);
    const documents = await screen.findByRole('region', { name: 'Documents' });
    const file = new File(['%PDF-1.4 statement'], 'bank statement.pdf', { type: 'application/pdf' });
    await userEvent.setup().upload(within(documents).getByLabelText(/Add a document/), file);
    expect(await screen.findByTestId('admin-notice')).toHaveTextContent('Document added.');
    const upload = server.calls.find((call) => call.method === 'POST')!;
    expect(upload.url).toContain('/documents?file_name=bank%20statement.pdf');
    expect(upload.body).toBeInstanceOf(Blob);
  });
});
