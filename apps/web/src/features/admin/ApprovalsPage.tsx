import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Nav from 'react-bootstrap/Nav';
import { ActionModal } from './ActionModal';
import { adminApi } from './api';
import { when } from './format';
import { useStaffSession } from './staff-session';
import { ConsolePage } from './kit/ConsolePage';
import { PendingOrFailed } from './kit/states';

export interface ApprovalRequest {
  id: string;
  action_type: string;
  entity_type: string;
  entity_id: string;
  summary: string;
  payload: unknown;
  reason: string;
  status: 'pending' | 'approved' | 'rejected' | 'expired';
  requested_by: { id: string; username: string };
  requested_at: string;
  expires_at: string;
  decided_by: { id: string; username: string } | null;
  decided_at: string | null;
  decision_reason: string | null;
  approver_roles: string[];
}

const statuses = ['pending', 'approved', 'rejected', 'expired', 'all'] as const;
const badge: Record<ApprovalRequest['status'], string> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  expired: 'secondary',
};

/** The four-eyes inbox: every request, whichever screen made it. */
export default function ApprovalsPage() {
  const { me } = useStaffSession();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<(typeof statuses)[number]>('pending');
  const [deciding, setDeciding] = useState<{
    request: ApprovalRequest;
    decision: 'approve' | 'reject';
  } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['admin', 'approvals', status],
    queryFn: () => adminApi.get<{ approvals: ApprovalRequest[] }>(`/approvals?status=${status}`),
  });

  const mayDecide = (request: ApprovalRequest) =>
    request.status === 'pending' &&
    request.requested_by.id !== me?.id &&
    request.approver_roles.some((role) => me?.roles.includes(role as never));

  return (
    <ConsolePage title="Approvals">
      <Nav
        variant="pills"
        className="mb-3 flex-wrap"
        activeKey={status}
        onSelect={(key) => key && setStatus(key as typeof status)}
      >
        {statuses.map((entry) => (
          <Nav.Item key={entry}>
            <Nav.Link eventKey={entry} className="text-capitalize">
              {entry}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      {notice && (
        <Alert variant="success" dismissible onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <PendingOrFailed query={list} />
      {list.data?.approvals.length === 0 && <p className="text-body-secondary">Nothing here.</p>}
      {list.data?.approvals.map((request) => (
        <Card key={request.id} className="mb-2" data-testid="approval">
          <Card.Body>
            <div className="d-flex flex-wrap justify-content-between gap-2">
              <div>
                <Badge bg={badge[request.status]} className="me-2 text-capitalize">
                  {request.status}
                </Badge>
                <code>{request.action_type}</code>
              </div>
              <small className="text-body-secondary">
                asked by {request.requested_by.username}, {when(request.requested_at)}
                {request.status === 'pending' && <> · expires {when(request.expires_at)}</>}
              </small>
            </div>
            <p className="my-2 fw-semibold">{request.summary}</p>
            <p className="mb-2 small">
              <span className="text-body-secondary">Reason:</span> {request.reason}
            </p>
            {request.decided_by && (
              <p className="mb-2 small text-body-secondary">
                {request.status} by {request.decided_by.username}, {when(request.decided_at)}
                {request.decision_reason && <>: {request.decision_reason}</>}
              </p>
            )}
            {mayDecide(request) ? (
              <div className="d-flex gap-2">
                <Button size="sm" onClick={() => setDeciding({ request, decision: 'approve' })}>
                  Approve
                </Button>
                <Button
                  size="sm"
                  variant="outline-danger"
                  onClick={() => setDeciding({ request, decision: 'reject' })}
                >
                  Reject
                </Button>
              </div>
            ) : (
              request.status === 'pending' && (
                <p className="small text-body-secondary mb-0">
                  {request.requested_by.id === me?.id
                    ? 'Your request: another staff member must decide it.'
                    : `Needs a staff member with the ${request.approver_roles.join(' or ')} role.`}
                </p>
              )
            )}
          </Card.Body>
        </Card>
      ))}
      <ActionModal
        show={deciding !== null}
        title={deciding?.decision === 'approve' ? 'Approve this request' : 'Reject this request'}
        askCode={deciding?.decision === 'approve'}
        askReason={deciding?.decision === 'approve' ? 'optional' : 'required'}
        submitLabel={deciding?.decision === 'approve' ? 'Approve and carry out' : 'Reject'}
        submitVariant={deciding?.decision === 'approve' ? 'primary' : 'danger'}
        onHide={() => setDeciding(null)}
        onSubmit={async ({ code, reason }) => {
          if (!deciding) return;
          const { request, decision } = deciding;
          await adminApi.post(
            `/approvals/${request.id}/${decision}`,
            decision === 'approve' ? { code, ...(reason ? { reason } : {}) } : { reason },
            { signedOutOn401: false },
          );
          setNotice(decision === 'approve' ? 'Approved and carried out.' : 'Rejected.');
          await queryClient.invalidateQueries({ queryKey: ['admin'] });
        }}
      >
        {deciding && <p className="fw-semibold">{deciding.request.summary}</p>}
      </ActionModal>
    </ConsolePage>
  );
}
