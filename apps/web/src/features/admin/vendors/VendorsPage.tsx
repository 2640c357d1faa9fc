import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { adminApi, adminPostWithMessage, errorMessage } from '../api';
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
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
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
    setBusy(true);
    setError(null);
    try {
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
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
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

/** Vendors (support, finance; auditors read): onboarding, standing, bank details, settlements. */
export default function VendorsPage() {
  usePageTitle('Vendors');
  const { me } = useStaffSession();
  const canAct = !!me?.roles.some((role) => role === 'support' || role === 'finance');
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [notice, setNotice] = useState<{ text: string; flagged: boolean } | null>(null);
  const [onboarding, setOnboarding] = useState(false);
  const list = useQuery({
    queryKey: ['admin', 'vendors', search],
    queryFn: () =>
      adminApi.get<{ vendors: VendorRow[] }>(`/vendors${search ? `?q=${encodeURIComponent(search)}` : ''}`),
  });
  return (
    <>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h4 mb-0">Vendors</h1>
        {canAct && !onboarding && <Button onClick={() => setOnboarding(true)}>Onboard a vendor</Button>}
      </div>
      {notice && (
        <Alert
          variant={notice.flagged ? 'warning' : 'success'}
          dismissible
          onClose={() => setNotice(null)}
          data-testid="admin-notice"
        >
          {notice.text}
        </Alert>
      )}
      {canAct && onboarding && (
        <OnboardVendor
          onDone={(message, flagged) => {
            setOnboarding(false);
            setNotice({ text: message, flagged });
            void queryClient.invalidateQueries({ queryKey: ['admin', 'vendors'] });
          }}
        />
      )}
      <Form.Group controlId="vendor-search" className="mb-2" style={{ maxWidth: 360 }}>
        <Form.Label className="small mb-0">Find by name, CAC number, phone or email</Form.Label>
        <Form.Control type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </Form.Group>
      {list.isPending && <Spinner animation="border" role="status" />}
      {list.isError && <Alert variant="danger">{errorMessage(list.error)}</Alert>}
      {list.data && (
        <Card>
          <div className="admin-table-wrap">
            <Table size="sm" className="mb-0 align-middle">
              <thead>
                <tr>
                  <th>Business</th>
                  <th>CAC</th>
                  <th>Contact</th>
                  <th>Standing</th>
                </tr>
              </thead>
              <tbody>
                {list.data.vendors.length === 0 && (
                  <tr>
                    <td colSpan={4} className="text-body-secondary">
                      No vendors match.
                    </td>
                  </tr>
                )}
                {list.data.vendors.map((vendor) => (
                  <tr key={vendor.id} data-testid="vendor-row">
                    <td>
                      <Link to={`/admin/vendors/${vendor.id}`} className="fw-semibold">
                        {vendor.business_name}
                      </Link>
                      <div className="small text-body-secondary">
                        {vendor.industry} · {vendor.username}
                      </div>
                    </td>
                    <td className="small text-nowrap">{vendor.cac_number}</td>
                    <td className="small">
                      {vendor.phone_number}
                      <br />
                      {vendor.email}
                    </td>
                    <td>
                      {vendor.suspended ? (
                        <Badge bg="danger">suspended</Badge>
                      ) : (
                        <Badge bg="success">active</Badge>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        </Card>
      )}
    </>
  );
}
