import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { adminApi, adminPostWithMessage } from '../api';
import { useConsoleAction } from '../kit/console-action';
import { textColumn, type Column } from '../kit/columns';
import { ConsolePage, FilterBar, Notice } from '../kit/ConsolePage';
import { DataTable } from '../kit/DataTable';
import { apiQuery, useUrlFilters } from '../kit/url-state';
import { useStaffSession } from '../staff-session';
import { BankAccountCheck, type CheckedAccount } from './BankAccountCheck';
import { CacNumberCheck, type CheckedRegistration } from './CacNumberCheck';

interface VendorRow {
  id: string;
  business_name: string;
  username: string;
  industry: string;
  phone_number: string;
  email: string;
  cac_number: string;
  suspended: boolean;
}

const emptyForm = {
  business_name: '',
  business_address: '',
  industry: '',
  contact_name: '',
  username: '',
  email: '',
  phone: '',
};

/** Onboarding is a request for finance to approve (the vendor exists only then). */
interface OnboardingRequest {
  approval_id: string;
  /** Whom the bank account's holder name matched: a mismatch is shown to the approver, and here. */
  account_holder: 'business' | 'contact' | 'mismatch';
}

function OnboardVendor({ onDone }: { onDone(message: string, flagged: boolean): void }) {
  const [values, setValues] = useState(emptyForm);
  const [account, setAccount] = useState<CheckedAccount | null>(null);
  const [registration, setRegistration] = useState<CheckedRegistration | null>(null);
  const { busy, error, run } = useConsoleAction();
  const [formKey, setFormKey] = useState(0);
  const field = (name: keyof typeof emptyForm, label: string, props: Record<string, unknown> = {}) => (
    <Form.Group controlId={`vendor-${name}`}>
      <Form.Label className="small">{label}</Form.Label>
      <Form.Control
        value={values[name]}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        {...props}
      />
    </Form.Group>
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!account || !registration) return;
    await run(async () => {
      const { data, message } = await adminPostWithMessage<OnboardingRequest>('/vendors', {
        ...values,
        ...registration,
        ...account,
      });
      setValues(emptyForm);
      setAccount(null);
      setRegistration(null);
      setFormKey((key) => key + 1);
      onDone(message, data.account_holder === 'mismatch');
    });
  };
  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5">Onboard a vendor</h2>
        <Form onSubmit={(event) => void submit(event)} noValidate aria-label="Onboard a vendor" key={formKey}>
          {error && <Alert variant="danger">{error}</Alert>}
          <Row className="g-2 mb-3">
            <Col xs={12} md={6}>
              {field('business_name', 'Business name', { maxLength: 100 })}
            </Col>
            <Col xs={12} md={6}>
              {field('industry', 'Industry', { maxLength: 100 })}
            </Col>
            <Col xs={12}>{field('business_address', 'Business address')}</Col>
            <Col xs={12} md={4}>
              {field('contact_name', 'Contact name', { maxLength: 100 })}
            </Col>
            <Col xs={12} md={4}>
              {field('phone', 'Phone', { inputMode: 'tel', autoComplete: 'off' })}
            </Col>
            <Col xs={12} md={4}>
              {field('email', 'Email', { type: 'email', autoComplete: 'off' })}
            </Col>
            <Col xs={12} md={4}>
              {field('username', 'Username for their sign-in', { autoComplete: 'off' })}
            </Col>
          </Row>
          <CacNumberCheck onChange={setRegistration} />
          <BankAccountCheck onChange={setAccount} />
          <p className="small text-body-secondary">
            A finance staff member approves the onboarding (they see whether the account holder is the
            business or its contact). Only then does the vendor exist and get an email with a link to choose
            their password; staff never set one.
          </p>
          <Button type="submit" disabled={busy || !account || !registration}>
            Send for approval
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}

const vendorColumns: Column<VendorRow>[] = [
  textColumn('business', 'Business', (vendor) => vendor.business_name, {
    cell: (vendor) => (
      <>
        <Link to={`/admin/vendors/${vendor.id}`} className="fw-semibold">
          {vendor.business_name}
        </Link>
        <div className="small text-body-secondary">
          {vendor.industry} · {vendor.username}
        </div>
      </>
    ),
  }),
  textColumn('cac', 'CAC', (vendor) => vendor.cac_number, { className: 'small text-nowrap' }),
  {
    key: 'contact',
    header: 'Contact',
    className: 'small',
    csv: (vendor) => `${vendor.phone_number} ${vendor.email}`,
    cell: (vendor) => (
      <>
        {vendor.phone_number}
        <br />
        {vendor.email}
      </>
    ),
  },
  textColumn('standing', 'Standing', (vendor) => (vendor.suspended ? 'suspended' : 'active'), {
    cell: (vendor) =>
      vendor.suspended ? <Badge bg="danger">suspended</Badge> : <Badge bg="success">active</Badge>,
  }),
];

/** Vendors (support, finance; auditors read): onboarding, standing, bank details, settlements. */
export default function VendorsPage() {
  const { me } = useStaffSession();
  const canAct = !!me?.roles.some((role) => role === 'support' || role === 'finance');
  const queryClient = useQueryClient();
  const [filter, setFilter] = useUrlFilters({ q: '' });
  // The box answers as one types; the URL (and the list) follow it.
  const [search, setSearch] = useState(filter.q);
  const [notice, setNotice] = useState<{ text: string; flagged: boolean } | null>(null);
  const [onboarding, setOnboarding] = useState(false);
  const list = useQuery({
    queryKey: ['admin', 'vendors', filter.q],
    queryFn: () => adminApi.get<{ vendors: VendorRow[] }>(`/vendors${apiQuery({ q: filter.q })}`),
  });
  return (
    <ConsolePage
      title="Vendors"
      actions={canAct && !onboarding && <Button onClick={() => setOnboarding(true)}>Onboard a vendor</Button>}
    >
      <Notice
        notice={notice?.text ?? null}
        variant={notice?.flagged ? 'warning' : 'success'}
        onClose={() => setNotice(null)}
      />
      {canAct && onboarding && (
        <OnboardVendor
          onDone={(message, flagged) => {
            setOnboarding(false);
            setNotice({ text: message, flagged });
            void queryClient.invalidateQueries({ queryKey: ['admin', 'vendors'] });
          }}
        />
      )}
      <FilterBar>
        <Form.Group controlId="vendor-search" className="admin-filter-wide">
          <Form.Label className="small mb-0">Find by name, CAC number, phone or email</Form.Label>
          <Form.Control
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setFilter({ q: event.target.value }, { replace: true });
            }}
          />
        </Form.Group>
      </FilterBar>
      <DataTable
        label="Vendors"
        columns={vendorColumns}
        rows={list.data?.vendors}
        loading={list.isPending}
        error={list.error}
        rowKey={(vendor) => vendor.id}
        rowTestId="vendor-row"
        empty={filter.q ? `No vendors match “${filter.q}”.` : 'No vendors yet: onboard the first one above.'}
        paging={{ kind: 'client', pageSize: 50 }}
        csv={{ filename: 'vendors.csv' }}
      />
    </ConsolePage>
  );
}
