import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Nav from 'react-bootstrap/Nav';
import Table from 'react-bootstrap/Table';
import { Link, useSearchParams } from 'react-router';
import { ActionModal } from '../ActionModal';
import { when } from '../format';
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
import { ConsolePage, LiveNotice } from '../kit/ConsolePage';
import { PendingOrFailed } from '../kit/states';

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

/**
 * Compliance (issue #21 item 9, DOMAIN.md "Identity and wallet tiers"): the proofs of address customers at
 * tier 2 uploaded, by status (kept in the URL so a link shows the same list). Open the document, compare it
 * with the verified name, then accept (the customer moves to tier 3) or reject with the reason the customer
 * will read. Every decision is audited, and the server refuses one on the reviewer's own customer account.
 */
export default function CompliancePage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const status: AddressProofStatus = (addressProofStatuses as readonly string[]).includes(requested ?? '')
    ? (requested as AddressProofStatus)
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
              setParams({ status: key });
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
          <PendingOrFailed query={list} label="Loading proofs of address" />
          {list.data && list.data.length === 0 && (
            <p className="mb-0">
              {status === 'pending' ? 'No proof of address is waiting for a decision.' : 'None here.'}
            </p>
          )}
          {list.data && list.data.length > 0 && (
            <Table responsive size="sm" hover className="mb-0">
              <thead>
                <tr>
                  <th>Uploaded</th>
                  <th>Customer</th>
                  <th>Verified name</th>
                  <th>Tier</th>
                  <th>Document</th>
                  <th>
                    <span className="visually-hidden">Decision</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.map((proof) => (
                  <tr key={proof.id}>
                    <td className="text-nowrap small">{when(proof.uploaded_at)}</td>
                    <td>
                      <CustomerCell proof={proof} mayOpenCustomer={mayOpenCustomer} />
                    </td>
                    <td>{proof.verified_name ?? '—'}</td>
                    <td>{proof.tier}</td>
                    <td className="small">
                      <a href={addressProofFileHref(proof.id)} download={proof.file_name}>
                        {proof.file_name}
                      </a>
                      <div className="text-body-secondary">
                        {fileKind(proof.content_type)}, {fileSize(proof.size_bytes)}
                      </div>
                    </td>
                    <td className="text-nowrap">
                      {proof.status === 'pending' && (
                        <>
                          <Button
                            size="sm"
                            variant="outline-success"
                            className="me-1"
                            onClick={() => setDeciding({ proof, decision: 'accept' })}
                          >
                            Accept
                          </Button>
                          <Button
                            size="sm"
                            variant="outline-danger"
                            onClick={() => setDeciding({ proof, decision: 'reject' })}
                          >
                            Reject
                          </Button>
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
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
