import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';
import { staffRoleLabels, staffRoles, type StaffRole } from '@chancepay/shared/staff';
import { ActionModal } from './ActionModal';
import { adminPostWithMessage, adminApi } from './api';
import { actionsColumn, textColumn, type Column } from './kit/columns';
import { ConsolePage, Notice } from './kit/ConsolePage';
import { DataTable } from './kit/DataTable';
import { useStaffSession } from './staff-session';

interface StaffMember {
  id: string;
  username: string;
  email: string;
  display_name: string;
  roles: StaffRole[];
  mfa_enrolled: boolean;
  disabled: boolean;
  live_sessions: number;
}

interface StaffList {
  staff: StaffMember[];
  pending_approvals: {
    id: string;
    action_type: string;
    entity_id: string;
    summary: string;
    requested_by: string;
  }[];
}

type Dialog =
  | { kind: 'invite' }
  | { kind: 'roles'; member: StaffMember }
  | { kind: 'disable' | 'enable' | 'mfa-reset' | 'sessions/end'; member: StaffMember };

const dialogTitles = {
  disable: 'Disable',
  enable: 'Enable',
  'mfa-reset': 'Reset the authenticator of',
  'sessions/end': 'End the sessions of',
} as const;

function RolePicker({ value, onChange }: { value: StaffRole[]; onChange(roles: StaffRole[]): void }) {
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">Roles</legend>
      {staffRoles.map((role) => (
        <Form.Check
          key={role}
          id={`role-${role}`}
          label={staffRoleLabels[role]}
          checked={value.includes(role)}
          onChange={(event) =>
            onChange(event.target.checked ? [...value, role] : value.filter((entry) => entry !== role))
          }
        />
      ))}
    </fieldset>
  );
}

function staffColumns(
  myId: string | undefined,
  setDialog: (dialog: Dialog) => void,
  setRoles: (roles: StaffRole[]) => void,
): Column<StaffMember>[] {
  return [
    textColumn('who', 'Who', (member) => member.display_name, {
      csv: (member) => `${member.display_name} (${member.username}, ${member.email})`,
      cell: (member) => (
        <>
          <div className="fw-semibold">{member.display_name}</div>
          <div className="small text-body-secondary text-break">
            {member.username} · {member.email}
          </div>
        </>
      ),
    }),
    textColumn(
      'roles',
      'Roles',
      (member) => member.roles.map((role) => staffRoleLabels[role]).join(', ') || '—',
      {
        className: 'small',
      },
    ),
    {
      key: 'state',
      header: 'State',
      csv: (member) =>
        [
          member.disabled && 'disabled',
          !member.mfa_enrolled && 'not set up',
          member.live_sessions > 0 && 'signed in',
        ]
          .filter(Boolean)
          .join(', '),
      cell: (member) => (
        <>
          {member.disabled && <Badge bg="secondary">disabled</Badge>}{' '}
          {!member.mfa_enrolled && (
            <Badge bg="warning" text="dark">
              not set up
            </Badge>
          )}{' '}
          {member.live_sessions > 0 && <Badge bg="success">signed in</Badge>}
        </>
      ),
    },
    actionsColumn((member) => (
      <Dropdown align="end">
        <Dropdown.Toggle size="sm" variant="outline-secondary" id={`staff-actions-${member.id}`}>
          Actions
        </Dropdown.Toggle>
        <Dropdown.Menu>
          <Dropdown.Item
            onClick={() => {
              setRoles(member.roles);
              setDialog({ kind: 'roles', member });
            }}
          >
            Change roles…
          </Dropdown.Item>
          <Dropdown.Item onClick={() => setDialog({ kind: 'mfa-reset', member })}>
            Reset authenticator…
          </Dropdown.Item>
          <Dropdown.Item onClick={() => setDialog({ kind: 'sessions/end', member })}>
            End sessions…
          </Dropdown.Item>
          {member.id !== myId &&
            (member.disabled ? (
              <Dropdown.Item onClick={() => setDialog({ kind: 'enable', member })}>Enable…</Dropdown.Item>
            ) : (
              <Dropdown.Item className="text-danger" onClick={() => setDialog({ kind: 'disable', member })}>
                Disable…
              </Dropdown.Item>
            ))}
        </Dropdown.Menu>
      </Dropdown>
    )),
  ];
}

/** Staff and roles (staff_admin): invite, roles and MFA resets through approvals, disable, end sessions. */
export default function StaffPage() {
  const { me } = useStaffSession();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: ['admin', 'staff'], queryFn: () => adminApi.get<StaffList>('/staff') });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const [invite, setInvite] = useState({ username: '', email: '', display_name: '' });

  const done = async (message: string) => {
    setNotice(message);
    await queryClient.invalidateQueries({ queryKey: ['admin'] });
  };

  return (
    <ConsolePage
      title="Staff"
      actions={
        <Button
          onClick={() => {
            setRoles([]);
            setInvite({ username: '', email: '', display_name: '' });
            setDialog({ kind: 'invite' });
          }}
        >
          Invite a staff member
        </Button>
      }
    >
      <Notice notice={notice} onClose={() => setNotice(null)} />
      {list.data && list.data.pending_approvals.length > 0 && (
        <Alert variant="warning">
          Waiting for approval:
          <ul className="mb-0">
            {list.data.pending_approvals.map((approval) => (
              <li key={approval.id}>
                {approval.summary} (asked by {approval.requested_by})
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <DataTable
        label="Staff"
        columns={staffColumns(me?.id, setDialog, setRoles)}
        rows={list.data?.staff}
        loading={list.isPending}
        error={list.error}
        rowKey={(member) => member.id}
        rowTestId="staff-row"
        empty="No staff members yet: invite the first one above."
        paging={{ kind: 'client', pageSize: 50 }}
        csv={{ filename: 'staff.csv' }}
      />

      <ActionModal
        show={dialog?.kind === 'invite'}
        title="Invite a staff member"
        askReason="optional"
        submitLabel="Send invitation"
        onHide={() => setDialog(null)}
        onSubmit={async ({ reason }) => {
          const { message } = await adminPostWithMessage('/staff', {
            ...invite,
            roles,
            ...(reason ? { reason } : {}),
          });
          await done(message);
        }}
      >
        <Form.Group className="mb-2" controlId="invite-name">
          <Form.Label>Name</Form.Label>
          <Form.Control
            value={invite.display_name}
            onChange={(event) => setInvite({ ...invite, display_name: event.target.value })}
          />
        </Form.Group>
        <Form.Group className="mb-2" controlId="invite-username">
          <Form.Label>Username</Form.Label>
          <Form.Control
            value={invite.username}
            onChange={(event) => setInvite({ ...invite, username: event.target.value })}
          />
        </Form.Group>
        <Form.Group className="mb-3" controlId="invite-email">
          <Form.Label>Email (the set-up link goes there)</Form.Label>
          <Form.Control
            type="email"
            value={invite.email}
            onChange={(event) => setInvite({ ...invite, email: event.target.value })}
          />
        </Form.Group>
        <RolePicker value={roles} onChange={setRoles} />
        <p className="small text-body-secondary">
          Roles take effect when another staff administrator approves them.
        </p>
      </ActionModal>

      <ActionModal
        show={dialog?.kind === 'roles'}
        title={dialog?.kind === 'roles' ? `Roles of ${dialog.member.username}` : ''}
        submitLabel="Ask for approval"
        onHide={() => setDialog(null)}
        onSubmit={async ({ reason }) => {
          if (dialog?.kind !== 'roles') return;
          const { message } = await adminPostWithMessage(`/staff/${dialog.member.id}/roles`, {
            roles,
            reason,
          });
          await done(message);
        }}
      >
        <RolePicker value={roles} onChange={setRoles} />
      </ActionModal>

      {dialog && dialog.kind !== 'invite' && dialog.kind !== 'roles' && (
        <ActionModal
          show
          title={`${dialogTitles[dialog.kind]} ${dialog.member.username}`}
          submitLabel={
            dialog.kind === 'mfa-reset' || dialog.kind === 'enable' ? 'Ask for approval' : 'Confirm'
          }
          submitVariant={dialog.kind === 'disable' ? 'danger' : 'primary'}
          onHide={() => setDialog(null)}
          onSubmit={async ({ reason }) => {
            const { message } = await adminPostWithMessage(`/staff/${dialog.member.id}/${dialog.kind}`, {
              reason,
            });
            await done(message);
          }}
        >
          {dialog.kind === 'enable' && (
            <p>
              Their roles ({dialog.member.roles.join(', ') || 'none'}) and authenticator come back with them,
              so another staff administrator (not {dialog.member.username}) must approve it.
            </p>
          )}
          {dialog.kind === 'disable' && (
            <p>Their sessions end and any requests they are waiting on lapse at once.</p>
          )}
          {dialog.kind === 'mfa-reset' && (
            <p>
              Once another staff administrator approves, their authenticator and recovery codes stop working,
              their sessions end, and a new set-up link is mailed to {dialog.member.email}.
            </p>
          )}
        </ActionModal>
      )}
    </ConsolePage>
  );
}
