import Badge from 'react-bootstrap/Badge';
import { when } from './format';
import { dateColumn, textColumn, type Column } from './kit/columns';

/** One four-eyes request as GET /approvals sends it (the Approvals inbox, the Adjustments history). */
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

/** The statuses a list of requests is filtered by (`all`: every one). */
export const approvalStatuses = ['pending', 'approved', 'rejected', 'expired', 'all'] as const;
export type ApprovalStatusFilter = (typeof approvalStatuses)[number];

/** A status from the URL, or `fallback` for anything else. */
export const approvalStatusFilter = (
  value: string,
  fallback: ApprovalStatusFilter = 'pending',
): ApprovalStatusFilter => approvalStatuses.find((status) => status === value) ?? fallback;

const badge: Record<ApprovalRequest['status'], string> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  expired: 'secondary',
};

/** Who decided and why, in one line: "approved by fin.two, 2 Mar 2026, 10:00: checked the statement". */
function decisionText(request: ApprovalRequest, at: string | null): string {
  if (!request.decided_by) return '';
  const reason = request.decision_reason ? `: ${request.decision_reason}` : '';
  return `${request.status} by ${request.decided_by.username}, ${at}${reason}`;
}

/** The columns every list of requests shares: where it stands, who asked and when, who decided. */
export const approvalColumns = {
  status: textColumn<ApprovalRequest>('status', 'Status', (request) => request.status, {
    cell: (request) => (
      <Badge bg={badge[request.status]} className="text-capitalize">
        {request.status}
      </Badge>
    ),
  }),
  asked: dateColumn<ApprovalRequest>('asked', 'Asked', (request) => request.requested_at),
  askedBy: textColumn<ApprovalRequest>('asked_by', 'Asked by', (request) => request.requested_by.username),
  // Only a request still waiting has a deadline that matters.
  expires: dateColumn<ApprovalRequest>('expires', 'Expires', (request) =>
    request.status === 'pending' ? request.expires_at : null,
  ),
  decision: textColumn<ApprovalRequest>(
    'decision',
    'Decision',
    (request) => decisionText(request, request.decided_at),
    {
      className: 'small',
      sortValue: (request) => (request.decided_at ? Date.parse(request.decided_at) : null),
      cell: (request) => decisionText(request, when(request.decided_at)) || '—',
    },
  ),
} satisfies Record<string, Column<ApprovalRequest>>;
