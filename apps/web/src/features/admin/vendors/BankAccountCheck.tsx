import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { adminApi } from '../api';
import { accountNumberDigits, missingDigitsMessage } from '../../banks/account-number';
import { BankPicker } from '../../banks/BankPicker';
import { BankSuggestions } from '../../banks/BankSuggestions';
import { useCheckedAnswer } from './checked-answer';

export interface CheckedAccount {
  bank_code: string;
  account_number: string;
  /** Set once staff have accepted the name the bank gave. */
  accepted_account_name: string;
}

/**
 * A bank account confirmed by name enquiry: the bank's name for the holder is shown and must be accepted
 * before the form can be saved (the server asks again before saving).
 */
export function BankAccountCheck({ onChange }: { onChange(account: CheckedAccount | null): void }) {
  const [bankCode, setBankCode] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const {
    answer: name,
    accepted,
    busy,
    error,
    reset,
    check: ask,
    accept,
  } = useCheckedAnswer<string, CheckedAccount>(onChange);
  const check = () =>
    ask(async () => {
      const answer = await adminApi.post<{ account_name: string }>('/vendors/name-enquiry', {
        bank_code: bankCode,
        account_number: accountNumber,
      });
      return answer.account_name;
    });

  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">Bank account</legend>
      <Row className="g-2 align-items-end">
        <Col xs={12} sm={5}>
          <Form.Group controlId="vendor-bank">
            <Form.Label className="small">Bank</Form.Label>
            <BankPicker
              value={bankCode}
              placeholder="Choose a bank"
              listUnavailable={false}
              onChange={(code) => {
                setBankCode(code);
                reset();
              }}
            />
          </Form.Group>
        </Col>
        <Col xs={12} sm={4}>
          <Form.Group controlId="vendor-account-number">
            <Form.Label className="small">Account number</Form.Label>
            <Form.Control
              inputMode="numeric"
              autoComplete="off"
              value={accountNumber}
              onChange={(event) => {
                setAccountNumber(accountNumberDigits(event.target.value));
                reset();
              }}
            />
          </Form.Group>
        </Col>
        <Col xs={12} sm={3}>
          <Button
            variant="outline-primary"
            className="w-100"
            disabled={busy || !bankCode || accountNumber.length !== 10}
            onClick={() => void check()}
          >
            Check name
          </Button>
        </Col>
      </Row>
      {missingDigitsMessage(accountNumber) && <Form.Text>{missingDigitsMessage(accountNumber)}</Form.Text>}
      {!bankCode && (
        <BankSuggestions
          accountNumber={accountNumber}
          onChoose={(code) => {
            setBankCode(code);
            reset();
          }}
        />
      )}
      {error && (
        <Alert variant="danger" className="mt-2 mb-0 py-2">
          {error}
        </Alert>
      )}
      {name && (
        <Alert variant={accepted ? 'success' : 'info'} className="mt-2 mb-0 py-2">
          The bank gives the account holder as <strong data-testid="account-name">{name}</strong>.
          <Form.Check
            id="accept-account-name"
            className="mt-1"
            label="This is the vendor's account: accept this name"
            checked={accepted}
            onChange={(event) =>
              accept(event.target.checked, {
                bank_code: bankCode,
                account_number: accountNumber,
                accepted_account_name: name,
              })
            }
          />
        </Alert>
      )}
    </fieldset>
  );
}
