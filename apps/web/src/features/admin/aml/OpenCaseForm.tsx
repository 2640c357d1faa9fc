import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useConsoleAction } from '../kit/console-action';
import { openCase, type AmlAlert, type SubjectType } from './api';

/** Open a case: from alerts (their subject), or on a customer or vendor named by id (support's pages show it). */
export function OpenCaseForm(props: {
  alerts: AmlAlert[];
  onOpened(caseId: string, message: string): void;
  onCancel(): void;
}) {
  const first = props.alerts[0];
  const [subjectType, setSubjectType] = useState<SubjectType>(first?.subject_type ?? 'customer');
  const [subjectId, setSubjectId] = useState(first?.subject_id ?? '');
  const [title, setTitle] = useState('');
  const { busy, error, run } = useConsoleAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(async () => {
      const opened = await openCase({
        subject_type: subjectType,
        subject_id: subjectId.trim(),
        title: title.trim(),
        alert_ids: props.alerts.map((alert) => alert.id),
      });
      props.onOpened(opened.data.case.id, opened.message);
    });
  };
  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label="Open a case" className="mb-3">
      {props.alerts.length > 0 && (
        <p className="small">Gathers {props.alerts.length} alert(s) of this subject into the case.</p>
      )}
      {error && <Alert variant="danger">{error}</Alert>}
      <Form.Group className="mb-2" controlId="case-subject-type">
        <Form.Label>Subject</Form.Label>
        <Form.Select
          value={subjectType}
          disabled={!!first}
          onChange={(event) => setSubjectType(event.target.value as SubjectType)}
        >
          <option value="customer">Customer</option>
          <option value="vendor">Vendor</option>
        </Form.Select>
      </Form.Group>
      <Form.Group className="mb-2" controlId="case-subject-id">
        <Form.Label>Customer or vendor id</Form.Label>
        <Form.Control
          value={subjectId}
          disabled={!!first}
          onChange={(event) => setSubjectId(event.target.value)}
          placeholder="e.g. 3f2b…"
        />
      </Form.Group>
      <Form.Group className="mb-2" controlId="case-title">
        <Form.Label>Title</Form.Label>
        <Form.Control value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} />
      </Form.Group>
      <Button type="submit" disabled={busy || title.trim().length < 3 || !subjectId.trim()} className="me-2">
        Open the case
      </Button>
      <Button variant="outline-secondary" onClick={props.onCancel}>
        Cancel
      </Button>
    </Form>
  );
}
