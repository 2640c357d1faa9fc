import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import { adminApi, errorMessage } from './api';
import { useConsoleAction } from './kit/console-action';
import { RecoveryCodes } from './RecoveryCodes';
import { useStaffSession } from './staff-session';
import { AuthenticatorCodeControl } from './kit/AuthenticatorCodeControl';

/** The set-up link from an invitation or an MFA reset: choose a password, enrol an authenticator app. */
export default function SetupPage() {
  usePageTitle('Set up your console sign-in');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { refresh } = useStaffSession();
  const who = useQuery({
    queryKey: ['admin', 'setup', token],
    queryFn: () =>
      adminApi.get<{ username: string; display_name: string }>(
        `/auth/setup?token=${encodeURIComponent(token)}`,
        { signedOutOn401: false },
      ),
    enabled: token.length > 0,
  });
  const [password, setPassword] = useState('');
  const [enrolment, setEnrolment] = useState<{ secret: string; qr_code: string } | null>(null);
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const { busy, error, run } = useConsoleAction();

  const choosePassword = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setEnrolment(await adminApi.post('/auth/setup', { token, password }, { signedOutOn401: false }));
      setPassword('');
    });
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const data = await adminApi.post<{ recovery_codes: string[] }>(
        '/auth/setup/confirm',
        { token, code: code.trim() },
        { signedOutOn401: false },
      );
      setRecoveryCodes(data.recovery_codes);
    });
  };

  return (
    <div className="admin-console min-vh-100 d-flex align-items-start justify-content-center p-3">
      <Card className="admin-sign-in w-100 mt-4 shadow-sm">
        <Card.Body>
          <h1 className="h4">Set up your console sign-in</h1>
          {!token || who.isError ? (
            <Alert variant="danger">
              {who.isError ? errorMessage(who.error) : 'This link is incomplete.'}
            </Alert>
          ) : recoveryCodes ? (
            <>
              <Alert variant="success">Your sign-in is set up.</Alert>
              <RecoveryCodes codes={recoveryCodes} />
              <Link className="btn btn-primary w-100" to="/admin" onClick={() => void refresh()}>
                Open the console
              </Link>
            </>
          ) : (
            <>
              {who.data && (
                <p>
                  Welcome, {who.data.display_name}. Your username is <strong>{who.data.username}</strong>.
                </p>
              )}
              {error && <Alert variant="danger">{error}</Alert>}
              {!enrolment ? (
                <Form onSubmit={choosePassword} noValidate>
                  <Form.Group className="mb-3" controlId="setup-password">
                    <Form.Label>Choose a password (12 characters or more)</Form.Label>
                    <Form.Control
                      type="password"
                      autoComplete="new-password"
                      value={password}
                      onChange={(event) => setPassword(event.target.value)}
                    />
                  </Form.Group>
                  <Button type="submit" className="w-100" disabled={busy || !password}>
                    Continue
                  </Button>
                </Form>
              ) : (
                <Form onSubmit={confirm} noValidate>
                  <p>
                    Scan this with your authenticator app (Google Authenticator, Microsoft Authenticator,
                    2FAS…):
                  </p>
                  <img
                    className="admin-qr d-block mx-auto mb-2"
                    src={enrolment.qr_code}
                    alt="QR code for your authenticator app"
                  />
                  <p className="small text-body-secondary text-break">
                    Or enter this key by hand: <code>{enrolment.secret}</code>
                  </p>
                  <Form.Group className="mb-3" controlId="setup-code">
                    <Form.Label>The 6-digit code it shows</Form.Label>
                    <AuthenticatorCodeControl value={code} onChange={setCode} />
                  </Form.Group>
                  <Button type="submit" className="w-100" disabled={busy || code.trim().length < 6}>
                    Finish set-up
                  </Button>
                </Form>
              )}
            </>
          )}
        </Card.Body>
      </Card>
    </div>
  );
}
