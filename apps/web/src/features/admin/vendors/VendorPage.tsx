import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { formatLagosDateTime } from '@chancepay/shared';
import { Link, useParams } from 'react-router';
import { DownloadQrCode } from '../../dashboard/DownloadQrCode';
import { ActionModal } from '../ActionModal';
import { adminApi, adminPostWithMessage } from '../api';
import { useStaffSession } from '../staff-session';
import { BankAccountCheck, type CheckedAccount } from './BankAccountCheck';
import { dateColumn, moneyColumn, textColumn, type Column } from '../kit/columns';
import { ConsolePage, ConsolePageLoading, Notice } from '../kit/ConsolePage';
import { DataTable } from '../kit/DataTable';
import { nairaText } from '../money';

interface VendorRecord {
  vendor: {
    id: string;
    username: string;
    business_name: string;
    business_address: string;
    industry: string;
    cac_number: string;
    contact_name: string;
    phone_number: string;
    email: string;
    bank_name: string;
    bank_account_number: string;
    bank_account_name: string | null;
    suspended_at: string | null;
    suspended_reason: string | null;
    created_at: string;
  };
  qr_code: string;
  scan_url: string;
  wallet_balance: string;
  settled_total: string;
  settlements: Settlement[];
}

interface Settlement {
  id: string;
  amount: string;
  status: string;
  account_number: string;
  account_name: string;
  provider_message: string | null;
  created_at: string;
}

const settlementColumns: Column<Settlement>[] = [
  dateColumn('when', 'When', (line) => line.created_at),
  moneyColumn('amount', 'Amount', (line) => line.amount),
  textColumn('to', 'To', (line) => `${line.account_number} (${line.account_name})`, { className: 'small' }),
  textColumn('status', 'Status', (line) => line.status, {
    className: 'small',
    csv: (line) => (line.provider_message ? `${line.status}: ${line.provider_message}` : line.status),
    cell: (line) => (
      <>
        {line.status}
        {line.provider_message && <div className="text-body-secondary">{line.provider_message}</div>}
      </>
    ),
  }),
];

/** One vendor: business and bank details, QR sheet, suspension, bank change (approval), settlements. */
export default function VendorPage() {
  const { id = '' } = useParams();
  const { me } = useStaffSession();
  const canAct = !!me?.roles.some((role) => role === 'support' || role === 'finance');
  const queryClient = useQueryClient();
  const record = useQuery({
    queryKey: ['admin', 'vendor', id],
    queryFn: () => adminApi.get<VendorRecord>(`/vendors/${encodeURIComponent(id)}`),
  });
  const [dialog, setDialog] = useState<'suspend' | 'unsuspend' | 'bank' | null>(null);
  const [account, setAccount] = useState<CheckedAccount | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const done = async (message: string) => {
    setNotice(message);
    await queryClient.invalidateQueries({ queryKey: ['admin'] });
  };

  const back = (
    <p className="small mb-1">
      <Link to="/admin/vendors">Vendors</Link>
    </p>
  );
  if (!record.data)
    return <ConsolePageLoading title="Vendor" before={back} what="the vendor" query={record} />;
  const { vendor } = record.data;
  return (
    <ConsolePage
      title={vendor.business_name}
      before={back}
      actions={
        vendor.suspended_at ? <Badge bg="danger">suspended</Badge> : <Badge bg="success">active</Badge>
      }
    >
      <Notice notice={notice} onClose={() => setNotice(null)} />
      {vendor.suspended_at && (
        <Alert variant="warning">
          Suspended {formatLagosDateTime(vendor.suspended_at)}: {vendor.suspended_reason}. Buyers cannot find
          or pay this vendor.
        </Alert>
      )}
      <Row className="g-3 mb-3">
        <Col xs={12} lg={8}>
          <Card className="h-100">
            <Card.Body>
              <dl className="row mb-0 small">
                <dt className="col-sm-4">CAC number</dt>
                <dd className="col-sm-8">{vendor.cac_number}</dd>
                <dt className="col-sm-4">Address</dt>
                <dd className="col-sm-8">{vendor.business_address}</dd>
                <dt className="col-sm-4">Industry</dt>
                <dd className="col-sm-8">{vendor.industry}</dd>
                <dt className="col-sm-4">Contact</dt>
                <dd className="col-sm-8">
                  {vendor.contact_name} · {vendor.phone_number} · {vendor.email}
                </dd>
                <dt className="col-sm-4">Sign-in</dt>
                <dd className="col-sm-8">{vendor.username}</dd>
                <dt className="col-sm-4">Bank account</dt>
                <dd className="col-sm-8">
                  {vendor.bank_name} {vendor.bank_account_number}
                  {vendor.bank_account_name && <> ({vendor.bank_account_name})</>}
                </dd>
                <dt className="col-sm-4">Wallet</dt>
                <dd className="col-sm-8">
                  {nairaText(record.data.wallet_balance)} (settled so far{' '}
                  {nairaText(record.data.settled_total)})
                </dd>
              </dl>
              {canAct && (
                <div className="d-flex flex-wrap gap-2 mt-3">
                  {vendor.suspended_at ? (
                    <Button variant="outline-success" onClick={() => setDialog('unsuspend')}>
                      Lift suspension
                    </Button>
                  ) : (
                    <Button variant="outline-danger" onClick={() => setDialog('suspend')}>
                      Suspend
                    </Button>
                  )}
                  <Button variant="outline-primary" onClick={() => setDialog('bank')}>
                    Change bank account
                  </Button>
                </div>
              )}
            </Card.Body>
          </Card>
        </Col>
        <Col xs={12} lg={4}>
          <Card className="h-100 text-center">
            <Card.Body>
              <img
                src={record.data.qr_code}
                alt={`QR code that opens ${vendor.business_name}'s Scan2Pay4Me page`}
                className="admin-qr mb-2"
              />
              <div className="small text-break mb-2">{record.data.scan_url}</div>
              <DownloadQrCode businessName={vendor.business_name} vendorId={vendor.id} />
            </Card.Body>
          </Card>
        </Col>
      </Row>

      <DataTable
        title="Settlements"
        label="Settlements"
        columns={settlementColumns}
        rows={record.data.settlements}
        rowKey={(line) => line.id}
        rowTestId="settlement-row"
        empty="No settlements yet."
        paging={{ kind: 'client', pageSize: 20 }}
        csv={{ filename: `${vendor.username}-settlements.csv` }}
      />

      <ActionModal
        show={dialog === 'suspend' || dialog === 'unsuspend'}
        title={
          dialog === 'suspend'
            ? `Suspend ${vendor.business_name}`
            : `Lift the suspension of ${vendor.business_name}`
        }
        submitLabel={dialog === 'suspend' ? 'Suspend' : 'Lift suspension'}
        submitVariant={dialog === 'suspend' ? 'danger' : 'success'}
        onHide={() => setDialog(null)}
        onSubmit={async ({ reason }) => {
          const { message } = await adminPostWithMessage(`/vendors/${vendor.id}/${dialog}`, { reason });
          await done(message);
        }}
      >
        {dialog === 'suspend' && (
          <p>A suspended vendor is not listed and cannot be paid by Pay4Me or Scan2Pay4Me.</p>
        )}
      </ActionModal>
      <ActionModal
        show={dialog === 'bank'}
        title={`New bank account for ${vendor.business_name}`}
        submitLabel="Ask for approval"
        onHide={() => {
          setAccount(null);
          setDialog(null);
        }}
        onSubmit={async ({ reason }) => {
          if (!account) throw new Error("Check the account holder's name and accept it first.");
          const { message } = await adminPostWithMessage(`/vendors/${vendor.id}/bank`, {
            ...account,
            reason,
          });
          await done(message);
        }}
      >
        <BankAccountCheck onChange={setAccount} />
        <p className="small text-body-secondary">
          A finance staff member must approve the change; the name is checked again then.
        </p>
      </ActionModal>
    </ConsolePage>
  );
}
