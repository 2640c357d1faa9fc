import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Nav from 'react-bootstrap/Nav';
import { Link } from 'react-router';
import { ActionModal } from '../ActionModal';
import { useStaffSession } from '../staff-session';
import {
  addressProofFileHref,
  addressProofStatuses,
  decideAddressProof,
  fetchAddressProofs,
  type AddressProof,
  type AddressProofDecision,
  type AddressProofStatus,
} from './api';
import { actionsColumn, dateColumn, textColumn, type Column } from '../kit/columns';
import { ConsolePage, LiveNotice } from '../kit/ConsolePage';
import { DataTable } from '../kit/DataTable';
import { useUrlFilters } from '../kit/url-state';

const statusLabels: Record<AddressProofStatus, string> = {
  pending: 'Waiting',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

const fileSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

const fileKind = (contentType: string) =>
  contentType === 'application/pdf' ? 'PDF' : contentType.replace(/^image\//, '').toUpperCase();

function CustomerCell({ proof, mayOpenCustomer }: { proof: AddressProof; mayOpenCustomer: boolean }) {
  return (
    <>
      {mayOpenCustomer ? (
        <Link to={`/admin/support/customers/${encodeURIComponent(proof.user_id)}`}>{proof.display_name}</Link>
      ) : (
        proof.display_name
      )}
      {/* A customer who signed up without a display name has their username as one: said once. */}
      {proof.username !== proof.display_name && (
        <div className="small text-body-secondary">{proof.username}</div>
      )}
    </>
  );
}

type Decide = (deciding: { proof: AddressProof; decision: AddressProofDecision }) => void;

function proofColumns(mayOpenCustomer: boolean, decide: Decide): Column<AddressProof>[] {
  return [
    dateColumn('uploaded', 'Uploaded', (proof) => proof.uploaded_at),
    textColumn('customer', 'Customer', (proof) => proof.display_name, {
      csv: (proof) => `${proof.display_name} (${proof.username})`,
      cell: (proof) => <CustomerCell proof={proof} mayOpenCustomer={mayOpenCustomer} />,
    }),
    textColumn('verified_name', 'Verified name', (proof) => proof.verified_name),
    textColumn('tier', 'Tier', (proof) => proof.tier),
    textColumn('document', 'Document', (proof) => proof.file_name, {
      className: 'small',
      cell: (proof) => (
        <>
          <a href={addressProofFileHref(proof.id)} download={proof.file_name}>
            {proof.file_name}
          </a>
          <div className="text-body-secondary">
            {fileKind(proof.content_type)}, {fileSize(proof.size_bytes)}
          </div>
        </>
      ),
    }),
    actionsColumn(
      (proof) =>
        proof.status === 'pending' && (
          <>
            <Button
              size="sm"
              variant="outline-success"
              className="me-1"
              onClick={() => decide({ proof, decision: 'accept' })}
            >
              Accept
            </Button>
            <Button size="sm" variant="outline-danger" onClick={() => decide({ proof, decision: 'reject' })}>
              Reject
            </Button>
          </>
        ),
      'Decision',
    ),
  ];
}

/**
 * Compliance (issue #21 item 9, DOMAIN.md "Identity and wallet tiers"): the proofs of address customers at
 * tier 2 uploaded, by status (kept in the URL so a link shows the same list). Open the document, compare it
 * with the verified name, then accept (the customer moves to tier 3) or reject with the reason the customer
 * will read. Every decision is audited, and the server refuses one on the reviewer's own customer account.
 */
export default function CompliancePage() {
  const [filter, setFilter] = useUrlFilters({ status: 'pending' });
  const status: AddressProofStatus = (addressProofStatuses as readonly string[]).includes(filter.status)
    ? (filter.status as AddressProofStatus)
    : 'pending';
  const { me } = useStaffSession();
  const mayOpenCustomer = !!me?.roles.some((role) => role === 'support' || role === 'auditor');
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: ['admin', 'address-proofs', status],
    queryFn: () => fetchAddressProofs(status),
  });
  const [deciding, setDeciding] = useState<{ proof: AddressProof; decision: AddressProofDecision } | null>(
    null,
  );
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <ConsolePage title="Compliance">
      <Card>
        <Card.Header>Proofs of address</Card.Header>
        <Card.Body>
          <Nav
            variant="tabs"
            activeKey={status}
            onSelect={(key) => {
              if (!key) return;
              setNotice(null);
              setFilter({ status: key });
            }}
            className="mb-3"
          >
            {addressProofStatuses.map((key) => (
              <Nav.Item key={key}>
                <Nav.Link eventKey={key}>{statusLabels[key]}</Nav.Link>
              </Nav.Item>
            ))}
          </Nav>
          {status === 'pending' && (
            <p className="small text-body-secondary">
              Open each document and check that it is a utility bill or bank statement from the last 3 months
              showing the verified name and an address. Accepting moves the customer to tier 3; a rejection’s
              reason is shown to the customer, so write it for them.
            </p>
          )}
          <LiveNotice notice={notice} onClose={() => setNotice(null)} />
          <DataTable
            bare
            label="Proofs of address"
            columns={proofColumns(mayOpenCustomer, setDeciding)}
            rows={list.data}
            loading={list.isPending}
            error={list.error}
            onRetry={() => void list.refetch()}
            rowKey={(proof) => proof.id}
            rowTestId="address-proof-row"
            empty={status === 'pending' ? 'No proof of address is waiting for a decision.' : 'None here.'}
            paging={{ kind: 'client', pageSize: 50 }}
            csv={{ filename: `proofs-of-address-${status}.csv` }}
          />
        </Card.Body>
      </Card>
      <ActionModal
        show={deciding !== null}
        title={
          deciding?.decision === 'accept' ? 'Accept the proof of address' : 'Reject the proof of address'
        }
        submitLabel={deciding?.decision === 'accept' ? 'Accept' : 'Reject'}
        submitVariant={deciding?.decision === 'accept' ? 'success' : 'danger'}
        onHide={() => setDeciding(null)}
        onSubmit={async ({ reason }) => {
          if (!deciding) return;
          const message = await decideAddressProof(deciding.proof.id, deciding.decision, reason);
          setNotice(message);
          await queryClient.invalidateQueries({ queryKey: ['admin', 'address-proofs'] });
        }}
      >
        {deciding && (
          <p>
            {deciding.proof.display_name} ({deciding.proof.file_name}):{' '}
            {deciding.decision === 'accept'
              ? 'the customer moves to tier 3. Say what you checked as the reason.'
              : 'the customer stays at tier 2 and reads your reason; say what to upload instead.'}
          </p>
        )}
      </ActionModal>
    </ConsolePage>
  );
}
