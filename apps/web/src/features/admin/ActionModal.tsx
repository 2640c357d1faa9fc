import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useConsoleAction } from './kit/console-action';
import { AuthenticatorCodeControl } from './kit/AuthenticatorCodeControl';

export interface ActionModalValues {
  code: string;
  reason: string;
}

/**
 * A confirmation that asks what a console action needs: a fresh TOTP code (approving, changing one's own
 * MFA) and/or a reason (everything audited). `onSubmit` throws to show the server's message.
 */
export function ActionModal(props: {
  show: boolean;
  title: string;
  children?: ReactNode;
  askCode?: boolean;
  askReason?: 'required' | 'optional' | false;
  submitLabel: string;
  submitVariant?: string;
  onSubmit(values: ActionModalValues): Promise<void>;
  onHide(): void;
}) {
  const { askCode = false, askReason = 'required' } = props;
  const [code, setCode] = useState('');
  const [reason, setReason] = useState('');
  const { busy, error, setError, run } = useConsoleAction();

  const close = () => {
    setCode('');
    setReason('');
    setError(null);
    props.onHide();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(
      async () => {
        await props.onSubmit({ code: code.replace(/\s+/g, ''), reason: reason.trim() });
        close();
      },
      () => setCode(''),
    );
  };
  const ready =
    (!askCode || /^\d{6}$/.test(code.replace(/\s+/g, ''))) &&
    (askReason !== 'required' || reason.trim().length >= 3);

  return (
    <Modal show={props.show} onHide={close} centered>
      <Form onSubmit={(event) => void submit(event)} noValidate>
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5">
            {props.title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {props.children}
          {error && <Alert variant="danger">{error}</Alert>}
          {askReason && (
            <Form.Group className="mb-3" controlId="action-reason">
              <Form.Label>Reason{askReason === 'optional' ? ' (optional)' : ''}</Form.Label>
              <Form.Control
                as="textarea"
                rows={2}
                maxLength={500}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            </Form.Group>
          )}
          {askCode && (
            <Form.Group controlId="action-code">
              <Form.Label>Code from your authenticator app</Form.Label>
              <AuthenticatorCodeControl value={code} onChange={setCode} />
            </Form.Group>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant={props.submitVariant ?? 'primary'} disabled={busy || !ready}>
            {props.submitLabel}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
