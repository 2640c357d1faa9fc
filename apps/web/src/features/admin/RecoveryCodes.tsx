import Alert from 'react-bootstrap/Alert';

/** Shown once: the ten recovery codes, each good for one sign-in without the phone. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <Alert variant="warning">
      <p className="mb-2">
        <strong>Recovery codes.</strong> Each signs you in once if you lose your phone. Keep them somewhere
        safe now: they are not shown again.
      </p>
      <ul className="admin-codes list-unstyled mb-0" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </Alert>
  );
}
