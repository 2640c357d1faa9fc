import Form from 'react-bootstrap/Form';

/** The 6-digit code from the authenticator app, with room for the one space some apps show in it. */
export function AuthenticatorCodeControl({
  value,
  onChange,
}: {
  value: string;
  onChange(code: string): void;
}) {
  return (
    <Form.Control
      value={value}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
