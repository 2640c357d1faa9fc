import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { staffRoleLabels } from '@chancepay/shared/staff';
import { ActionModal } from './ActionModal';
import { adminApi } from './api';
import { RecoveryCodes } from './RecoveryCodes';
import { useStaffSession } from './staff-session';
import { ConsolePage } from './kit/ConsolePage';

/** My sign-in: roles, recovery codes left, and new codes (after a fresh TOTP code). */
export default function SecurityPage() {
  const { me, refresh } = useStaffSession();
  const [asking, setAsking] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [moving, setMoving] = useState(false);
  const [newApp, setNewApp] = useState<{ secret: string; qr_code: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  if (!me) return null;
  return (
    <ConsolePage title="My security">
      <Card className="mb-3">
        <Card.Body>
          <p className="mb-1">
            Signed in as <strong>{me.username}</strong> ({me.email}).
          </p>
          <p className="mb-1">
            Roles: {me.roles.map((role) => staffRoleLabels[role]).join(', ') || 'none yet'}.
          </p>
          <p className="mb-1">
            Recovery codes left: <strong>{me.recovery_codes_left}</strong> of 10.
          </p>
          <p className="small text-body-secondary mb-0">
            Your console session ends after {me.idle_timeout_seconds / 60} minutes without activity. To move
            your authenticator to a new phone, ask a staff administrator to reset it.
          </p>
        </Card.Body>
      </Card>
      {codes && <RecoveryCodes codes={codes} />}
      {notice && <Alert variant="success">{notice}</Alert>}
      <div className="d-flex flex-wrap gap-2">
        <Button variant="outline-primary" onClick={() => setAsking(true)}>
          Make new recovery codes
        </Button>
        <Button variant="outline-primary" onClick={() => setMoving(true)}>
          Move my authenticator to a new phone
        </Button>
      </div>
      <ActionModal
        show={moving}
        title="Move your authenticator"
        askCode
        askReason={false}
        submitLabel="Continue"
        onHide={() => setMoving(false)}
        onSubmit={async ({ code }) => {
          setNewApp(await adminApi.post('/me/authenticator', { code }, { signedOutOn401: false }));
        }}
      >
        <p>First, a code from the app you use now.</p>
      </ActionModal>
      <ActionModal
        show={newApp !== null}
        title="Scan with the new phone"
        askCode
        askReason={false}
        submitLabel="Finish"
        onHide={() => setNewApp(null)}
        onSubmit={async ({ code }) => {
          await adminApi.post('/me/authenticator/confirm', { code }, { signedOutOn401: false });
          setNotice('Your new authenticator is set up; the old one no longer works.');
        }}
      >
        {newApp && (
          <>
            <img
              className="admin-qr d-block mx-auto mb-2"
              src={newApp.qr_code}
              alt="QR code for your new authenticator app"
            />
            <p className="small text-body-secondary text-break">
              Or enter this key by hand: <code>{newApp.secret}</code>. Then type the code the new app shows.
            </p>
          </>
        )}
      </ActionModal>
      <ActionModal
        show={asking}
        title="New recovery codes"
        askCode
        askReason={false}
        submitLabel="Make new codes"
        onHide={() => setAsking(false)}
        onSubmit={async ({ code }) => {
          const data = await adminApi.post<{ recovery_codes: string[] }>(
            '/me/recovery-codes',
            { code },
            { signedOutOn401: false },
          );
          setCodes(data.recovery_codes);
          await refresh();
        }}
      >
        <p>Your old recovery codes stop working.</p>
      </ActionModal>
    </ConsolePage>
  );
}
