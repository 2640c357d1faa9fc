import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { noteAccountClosed, useSession } from '../../../lib/session';
import { closeMyAccount, downloadMyData, downloadStatement } from './api';
import { NoticeAlert } from '../../../lib/notice-alert';

type Notice = { variant: 'success' | 'danger'; text: string };

/**
 * "Your data" on the Profile page (issue #23 item 8, DOMAIN.md "Personal data"): download everything we hold
 * (a JSON file, and the wallet statement as CSV), and close the account. Closing asks for the password and
 * says what happens before it happens; the server refuses while the wallet holds money and says how to empty it.
 */
export function DataRightsSection() {
  const { controller } = useSession();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [closing, setClosing] = useState(false);
  const [password, setPassword] = useState('');
  const download = useMutation({
    mutationFn: (what: 'data' | 'wallet') =>
      what === 'data' ? downloadMyData() : downloadStatement('wallet'),
    onSuccess: (fileName) => setNotice({ variant: 'success', text: `Downloaded ${fileName}.` }),
    onError: (error) => setNotice({ variant: 'danger', text: error.message }),
  });
  const close = useMutation({
    mutationFn: closeMyAccount,
    onSuccess: async (answer) => {
      // Every session already ended on the server: this tab signs out and the login page says why.
      noteAccountClosed(answer.message);
      await controller.logout();
    },
    onError: (error) => setNotice({ variant: 'danger', text: error.message }),
  });

  function submitClose(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    close.mutate(password);
  }

  return (
    <section aria-labelledby="data-rights-title" className="card mt-4" id="your-data">
      <div className="card-body">
        <h2 id="data-rights-title" className="h5 mb-2">
          Your data
        </h2>
        <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
        <p>
          Download everything we hold about you: your profile, identity status (your BVN and NIN show only
          their last four digits), orders, transfers, messages we sent, sign-ins and settings. The statement
          lists every movement of your wallet. Up to 10 downloads a day.
        </p>
        <div className="d-flex flex-wrap gap-2 mb-4">
          <Button
            variant="outline-primary"
            onClick={() => download.mutate('data')}
            disabled={download.isPending}
          >
            Download my data
          </Button>
          <Button
            variant="outline-secondary"
            onClick={() => download.mutate('wallet')}
            disabled={download.isPending}
          >
            Download wallet statement (CSV)
          </Button>
        </div>

        <h3 className="h6">Close my account</h3>
        {!closing ? (
          <>
            <p className="mb-2">
              Your wallet must be empty first: send what it holds to your bank with{' '}
              <Link to="/dashboard/transfer">Transfer</Link>.
            </p>
            <Button variant="outline-danger" onClick={() => setClosing(true)}>
              Close my account
            </Button>
          </>
        ) : (
          <Form onSubmit={submitClose} noValidate>
            <Alert variant="warning" className="small" role="note">
              You will be signed out on every device at once and cannot sign in again. After 14 days we erase
              your name, email, phone, date of birth and documents. The law makes us keep the records of your
              orders, transfers and identity checks for 5 years, apart and seen only by our compliance team.
              You may open a new account later.
            </Alert>
            <Form.Group className="mb-3" controlId="close-account-password">
              <Form.Label>Your password</Form.Label>
              <Form.Control
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                required
              />
            </Form.Group>
            <div className="d-flex flex-wrap gap-2">
              <Button type="submit" variant="danger" disabled={close.isPending || !password}>
                {close.isPending ? 'Closing...' : 'Close my account for good'}
              </Button>
              <Button
                variant="outline-secondary"
                onClick={() => {
                  setClosing(false);
                  setPassword('');
                }}
                disabled={close.isPending}
              >
                Keep my account
              </Button>
            </div>
          </Form>
        )}
      </div>
    </section>
  );
}
