import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { adminApi } from '../api';
import { useCheckedAnswer } from './checked-answer';

export interface CheckedRegistration {
  cac_number: string;
  /** Set once staff have accepted the name the CAC register gave. */
  accepted_company_name: string;
}

interface RegisterAnswer {
  registration_number: string;
  company_name: string;
  status: 'active' | 'inactive';
  status_text: string;
}

/**
 * A CAC number checked with the register (issue #21): the registered name and status are shown and the name
 * must be accepted before the onboarding can be sent (the server asks the register again then). A business
 * the register does not list as active, or no business at all, is refused here with the server's message.
 */
export function CacNumberCheck({ onChange }: { onChange(registration: CheckedRegistration | null): void }) {
  const [cacNumber, setCacNumber] = useState('');
  const {
    answer,
    accepted,
    busy,
    error,
    reset,
    check: ask,
    accept,
  } = useCheckedAnswer<RegisterAnswer, CheckedRegistration>(onChange);
  const check = () =>
    ask(() => adminApi.post<RegisterAnswer>('/vendors/cac-check', { cac_number: cacNumber }));

  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">Registration</legend>
      <Row className="g-2 align-items-end">
        <Col xs={12} sm={9}>
          <Form.Group controlId="vendor-cac_number">
            <Form.Label className="small">CAC number (RC or BN)</Form.Label>
            <Form.Control
              autoComplete="off"
              maxLength={30}
              value={cacNumber}
              onChange={(event) => {
                setCacNumber(event.target.value);
                reset();
              }}
            />
          </Form.Group>
        </Col>
        <Col xs={12} sm={3}>
          <Button
            variant="outline-primary"
            className="w-100"
            disabled={busy || cacNumber.trim() === ''}
            onClick={() => void check()}
          >
            Check CAC
          </Button>
        </Col>
      </Row>
      {error && (
        <Alert variant="danger" className="mt-2 mb-0 py-2" data-testid="cac-error">
          {error}
        </Alert>
      )}
      {answer && (
        <Alert variant={accepted ? 'success' : 'info'} className="mt-2 mb-0 py-2">
          The CAC register gives {answer.registration_number} as{' '}
          <strong data-testid="registered-name">{answer.company_name}</strong>, {answer.status_text}.
          <Form.Check
            id="accept-company-name"
            className="mt-1"
            label="This is the vendor's business: accept the registered name"
            checked={accepted}
            onChange={(event) =>
              accept(event.target.checked, {
                cac_number: cacNumber.trim(),
                accepted_company_name: answer.company_name,
              })
            }
          />
        </Alert>
      )}
    </fieldset>
  );
}
