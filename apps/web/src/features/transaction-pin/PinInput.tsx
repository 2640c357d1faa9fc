import Form from 'react-bootstrap/Form';
import './transaction-pin.scss';

/**
 * A 4-digit PIN field: the phone's number pad (inputmode numeric), masked, never offered to a password
 * manager or autofill, digits only however they are typed or pasted.
 */
export function PinInput({
  id,
  label,
  value,
  onChange,
  error,
  autoFocus = false,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  autoFocus?: boolean;
}) {
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        className="pin-input"
        type="password"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        maxLength={4}
        autoFocus={autoFocus}
        value={value}
        isInvalid={Boolean(error)}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 4))}
      />
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}
