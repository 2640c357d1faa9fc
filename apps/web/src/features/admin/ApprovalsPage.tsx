import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Nav from 'react-bootstrap/Nav';
import { ActionModal } from './ActionModal';
import {
  approvalColumns,
  approvalStatuses,
  approvalStatusFilter,
  type ApprovalRequest,
} from './approval-columns';
import { adminApi, type StaffMe } from './api';
import { useStaffSession } from './staff-session';
import { actionsColumn, textColumn, type Column } from './kit/columns';
import { ConsolePage, Notice } from './kit/ConsolePage';
import { DataTable } from './kit/DataTable';
import { useUrlFilters } from './kit/url-state';

export type { ApprovalRequest } from './approval-columns';

type Deciding = { request: ApprovalRequest; decision: 'approve' | 'reject' };

/** Four eyes: never the one who asked, and only a role the request's kind names. */
function mayDecide(request: ApprovalRequest, me: StaffMe | null) {
  return (
    request.status === 'pending' &&
    request.requested_by.id !== me?.id &&
    request.approver_roles.some((role) => me?.roles.includes(role as never))
  );
}

function DecideButtons({
  request,
  me,
  decide,
}: {
  request: ApprovalRequest;
  me: StaffMe | null;
  decide(deciding: Deciding): void;
}) {
  if (mayDecide(request, me))
    return (
      <div className="d-flex gap-2 justify-content-end">
        <Button size="sm" onClick={() => decide({ request, decision: 'approve' })}>
          Approve
        </Button>
        <Button size="sm" variant="outline-danger" onClick={() => decide({ request, decision: 'reject' })}>
          Reject
        </Button>
      </div>
    );
  if (request.status !== 'pending') return null;
  return (
    <span className="small text-body-secondary">
      {request.requested_by.id === me?.id
        ? 'Your request: another staff member must decide it.'
        : `Needs a staff member with the ${request.approver_roles.join(' or ')} role.`}
    </span>
  );
}

function requestColumns(me: StaffMe | null, decide: (deciding: Deciding) => void): Column<ApprovalRequest>[] {
  return [
    approvalColumns.status,
    textColumn('action', 'Action', (request) => request.action_type, {
      cell: (request) => <code>{request.action_type}</code>,
    }),
    textColumn('summary', 'Request', (request) => request.summary, { className: 'fw-semibold' }),
    textColumn('reason', 'Reason', (request) => request.reason, { className: 'small' }),
    approvalColumns.askedBy,
    approvalColumns.asked,
    approvalColumns.expires,
    approvalColumns.decision,
    // The words "Your request: …" wrap rather than widen the row.
    actionsColumn((request) => <DecideButtons request={request} me={me} decide={decide} />, 'Decide', {
      className: 'small',
    }),
  ];
}

const emptyWords: Record<(typeof approvalStatuses)[number], string> = {
  pending: 'Nothing is waiting for a decision.',
  approved: 'No approved requests.',
  rejected: 'No rejected requests.',
  expired: 'No expired requests.',
  all: 'No requests yet.',
};

/** The four-eyes inbox: every request, whichever screen made it; the status tab is in the URL. */
export default function ApprovalsPage() {
  const { me } = useStaffSession();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useUrlFilters({ status: 'pending' });
  const status = approvalStatusFilter(filter.status);
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['admin', 'approvals', status],
    queryFn: () => adminApi.get<{ approvals: ApprovalRequest[] }>(`/approvals?status=${status}&limit=500`),
  });

  return (
    <ConsolePage title="Approvals">
      <Nav
        variant="pills"
        className="mb-3 flex-wrap"
        activeKey={status}
        onSelect={(key) => key && setFilter({ status: key })}
      >
        {approvalStatuses.map((entry) => (
          <Nav.Item key={entry}>
            <Nav.Link eventKey={entry} className="text-capitalize">
              {entry}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      <Notice notice={notice} onClose={() => setNotice(null)} />
      <DataTable
        label="Approval requests"
        columns={requestColumns(me, setDeciding)}
        rows={list.data?.approvals}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        rowKey={(request) => request.id}
        rowTestId="approval"
        empty={emptyWords[status]}
        paging={{ kind: 'client', pageSize: 25 }}
        csv={{ filename: `approvals-${status}.csv` }}
      />
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
