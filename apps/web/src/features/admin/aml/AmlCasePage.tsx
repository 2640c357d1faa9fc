import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Link, useParams } from 'react-router';
import { ActionModal } from '../ActionModal';
import { errorMessage } from '../api';
import { when } from '../format';
import { caseStatusLabels, useMayAct } from './may-act';
import { caseAction, caseDocumentHref, fetchCase, uploadDocument } from './api';
import { ConsolePage, ConsolePageLoading, LiveNotice } from '../kit/ConsolePage';

type Action = 'hold' | 'hold/lift' | 'close' | 'report';
const actions: Record<Action, { title: string; label: string; variant: string; help: string }> = {
  hold: {
    title: 'Hold the wallet',
    label: 'Hold the wallet',
    variant: 'danger',
    help: 'Money can still come in; every payment out is refused naming this case, and the holder is told by SMS. The reason stays in the case (the holder does not read it).',
  },
  'hold/lift': {
    title: 'Lift the hold',
    label: 'Lift the hold',
    variant: 'success',
    help: 'The wallet can pay again at once.',
  },
  close: {
    title: 'Close the case',
    label: 'Close',
    variant: 'secondary',
    help: 'Closes without a report; a hold in force is lifted first.',
  },
  report: {
    title: 'Close as reported',
    label: 'Ask for approval',
    variant: 'warning',
    help: 'Files a suspicious transaction report: another compliance member approves it in Approvals with a fresh code. Give the grounds (at least 20 characters).',
  },
};

function NoteForm({ onAdd }: { onAdd(note: string): Promise<void> }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await onAdd(note.trim());
      setNote('');
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };
  return (
    <Form onSubmit={(event) => void submit(event)} className="mt-3">
      {error && <Alert variant="danger">{error}</Alert>}
      <Form.Group className="mb-2" controlId="case-note">
        <Form.Label>Note</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          maxLength={4000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </Form.Group>
      <Button type="submit" size="sm" disabled={!note.trim()}>
        Add the note
      </Button>
    </Form>
  );
}

/**
 * One money-laundering case (issue #23 item 6): the subject, its alerts, documents, wallet hold and timeline;
 * compliance adds notes and documents, holds and lifts the wallet, closes, or asks to close as reported.
 */
export default function AmlCasePage() {
  const { id = '' } = useParams();
  const mayAct = useMayAct();
  const queryClient = useQueryClient();
  const detail = useQuery({ queryKey: ['admin', 'aml', 'case', id], queryFn: () => fetchCase(id) });
  const [acting, setActing] = useState<Action | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'aml'] });

  const back = (
    <p className="small mb-2">
      <Link to="/admin/aml?tab=cases">Money laundering: cases</Link>
    </p>
  );
  if (!detail.data) return <ConsolePageLoading title="Case" before={back} what="the case" query={detail} />;
  const { case: found, subject_name, alerts, documents, holds, timeline } = detail.data;
  const hold = holds.find((one) => one.lifted_at === null);
  const open = found.status === 'open';

  return (
    <ConsolePage
      title={`Case ${found.number}: ${found.title}`}
      documentTitle={`Case ${found.number}`}
      before={back}
    >
      <LiveNotice notice={notice} onClose={() => setNotice(null)} />
      <Card className="mb-3" as="section" aria-label="The case">
        <Card.Body>
          <p className="mb-1">
            {found.subject_type === 'customer' ? 'Customer' : 'Vendor'}: <strong>{subject_name}</strong>{' '}
            <span className="small text-body-secondary text-break">({found.subject_id})</span>
          </p>
          <p className="mb-1">
            Status: {caseStatusLabels[found.status]}
            {found.closing_reason ? ` (${found.closing_reason})` : ''}; opened {when(found.opened_at)}
          </p>
          <p className="mb-2" data-testid="case-hold">
            {hold ? `The wallet is on hold since ${when(hold.placed_at)}.` : 'The wallet is not on hold.'}
          </p>
          {mayAct && open && (
            <div className="d-flex flex-wrap gap-2">
              {hold ? (
                <Button size="sm" variant="outline-success" onClick={() => setActing('hold/lift')}>
                  Lift the hold
                </Button>
              ) : (
                <Button size="sm" variant="outline-danger" onClick={() => setActing('hold')}>
                  Hold the wallet
                </Button>
              )}
              <Button size="sm" variant="outline-secondary" onClick={() => setActing('close')}>
                Close the case
              </Button>
              <Button size="sm" variant="outline-warning" onClick={() => setActing('report')}>
                Close as reported
              </Button>
            </div>
          )}
        </Card.Body>
      </Card>
      <Card className="mb-3" as="section" aria-label="Alerts">
        <Card.Header>Alerts</Card.Header>
        <Card.Body>
          {alerts.length === 0 ? (
            <p className="mb-0">No alert is in this case.</p>
          ) : (
            <ul className="mb-0">
              {alerts.map((alert) => (
                <li key={alert.id}>
                  <code>{alert.rule}</code> on {alert.lagos_day}
                </li>
              ))}
            </ul>
          )}
        </Card.Body>
      </Card>
      <Card className="mb-3" as="section" aria-label="Documents">
        <Card.Header>Documents</Card.Header>
        <Card.Body>
          {documents.length === 0 ? (
            <p>No document yet.</p>
          ) : (
            <ul>
              {documents.map((document) => (
                <li key={document.id} className="text-break">
                  {mayAct ? (
                    <a href={caseDocumentHref(document.id)} download={document.file_name}>
                      {document.file_name}
                    </a>
                  ) : (
                    document.file_name
                  )}{' '}
                  <span className="small text-body-secondary">{when(document.uploaded_at)}</span>
                </li>
              ))}
            </ul>
          )}
          {uploadError && <Alert variant="danger">{uploadError}</Alert>}
          {mayAct && open && (
            <Form.Group controlId="case-document">
              <Form.Label>Add a document (JPEG, PNG or PDF, at most 5 MB)</Form.Label>
              <Form.Control
                type="file"
                accept="image/jpeg,image/png,application/pdf"
                onChange={(event) => {
                  const input = event.target as HTMLInputElement;
                  const file = input.files?.[0];
                  if (!file) return;
                  setUploadError(null);
                  uploadDocument(found.id, file)
                    .then(async (message) => {
                      setNotice(message);
                      input.value = '';
                      await refresh();
                    })
                    .catch((caught: unknown) => setUploadError(errorMessage(caught)));
                }}
              />
            </Form.Group>
          )}
        </Card.Body>
      </Card>
      <Card className="mb-3" as="section" aria-label="Timeline">
        <Card.Header>Timeline</Card.Header>
        <Card.Body>
          {timeline.length === 0 ? (
            <p className="mb-0">Nothing has happened yet.</p>
          ) : (
            <ol className="list-unstyled mb-0">
              {timeline.map((event, index) => (
                <li key={index} className="mb-2 text-break">
                  <span className="small text-body-secondary">{when(event.at)}</span> {event.text}
                </li>
              ))}
            </ol>
          )}
          {mayAct && open && (
            <NoteForm
              onAdd={async (note) => {
                setNotice(await caseAction(found.id, 'notes', { note }));
                await refresh();
              }}
            />
          )}
        </Card.Body>
      </Card>
      <ActionModal
        show={acting !== null}
        title={acting ? actions[acting].title : ''}
        submitLabel={acting ? actions[acting].label : ''}
        submitVariant={acting ? actions[acting].variant : undefined}
        onHide={() => setActing(null)}
        onSubmit={async ({ reason }) => {
          if (!acting) return;
          const body: Record<string, string> =
            acting === 'hold' ? { note: reason } : acting === 'report' ? { grounds: reason } : { reason };
          setNotice(await caseAction(found.id, acting, body));
          await refresh();
        }}
      >
        {acting && <p>{actions[acting].help}</p>}
      </ActionModal>
    </ConsolePage>
  );
}
