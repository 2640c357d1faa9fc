import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { RichMessage, useMessages } from '../../../lib/i18n';
import { noteAccountClosed, useSession } from '../../../lib/session';
import { closeMyAccount, downloadMyData, downloadStatement } from './api';
import { dataRightsMessages } from './data-rights.messages';
import { NoticeAlert } from '../../../lib/notice-alert';

type Notice = { variant: 'success' | 'danger'; text: string };

/**
 * "Your data" on the Profile page (issue #23 item 8, DOMAIN.md "Personal data"): download everything we hold
 * (a JSON file, and the wallet statement as CSV), and close the account. Closing asks for the password and
 * says what happens before it happens; the server refuses while the wallet holds money and says how to empty it.
 */
export function DataRightsSection() {
  const t = useMessages(dataRightsMessages);
  const { controller } = useSession();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [closing, setClosing] = useState(false);
  const [password, setPassword] = useState('');
  const download = useMutation({
    mutationFn: (what: 'data' | 'wallet') =>
      what === 'data' ? downloadMyData() : downloadStatement('wallet'),
    onSuccess: (fileName) => setNotice({ variant: 'success', text: t('downloaded', { fileName }) }),
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
          {t('title')}
        </h2>
        <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
        <p>{t('intro')}</p>
        <div className="d-flex flex-wrap gap-2 mb-4">
          <Button
            variant="outline-primary"
            onClick={() => download.mutate('data')}
            disabled={download.isPending}
          >
            {t('downloadData')}
          </Button>
          <Button
            variant="outline-secondary"
            onClick={() => download.mutate('wallet')}
            disabled={download.isPending}
          >
            {t('downloadStatement')}
          </Button>
        </div>

        <h3 className="h6">{t('closeAccount')}</h3>
        {!closing ? (
          <>
            <p className="mb-2">
              <RichMessage
                text={t('emptyFirst')}
                parts={{ transfer: (text) => <Link to="/dashboard/transfer">{text}</Link> }}
              />
            </p>
            <Button variant="outline-danger" onClick={() => setClosing(true)}>
              {t('closeAccount')}
            </Button>
          </>
        ) : (
          <Form onSubmit={submitClose} noValidate>
            <Alert variant="warning" className="small" role="note">
              {t('closeWarning')}
            </Alert>
            <Form.Group className="mb-3" controlId="close-account-password">
              <Form.Label>{t('password')}</Form.Label>
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
                {close.isPending ? t('closing') : t('closeForGood')}
              </Button>
              <Button
                variant="outline-secondary"
                onClick={() => {
                  setClosing(false);
                  setPassword('');
                }}
                disabled={close.isPending}
              >
                {t('keepAccount')}
              </Button>
            </div>
          </Form>
        )}
      </div>
    </section>
  );
}
