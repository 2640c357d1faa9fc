import { formatLagosDate } from '@chancepay/shared/lagos-time';
import { useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import {
  ADDRESS_PROOF_TYPES,
  addressProofProblem,
  uploadAddressProof,
  type AddressProofState,
  type IdentityState,
} from './api';

/**
 * Tier 3's step (DOMAIN.md): a proof of address the customer uploads and a compliance officer accepts. The
 * file's type and size are checked here first so a wrong file is never sent; the server checks the bytes.
 */
export function AddressProofForm({
  address,
  onUploaded,
}: {
  address: AddressProofState;
  onUploaded: (state: IdentityState) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const found = addressProofProblem(file);
    setProblem(found);
    if (found || !file) return;
    setSubmitting(true);
    try {
      const state = await uploadAddressProof(file);
      setFile(null);
      if (input.current) input.current.value = '';
      onUploaded(state);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : 'The upload did not finish. Please try again.');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Form noValidate onSubmit={submit} aria-label="Address proof upload">
      {address.status === 'rejected' && (
        // Where things stand, not news: no alert role (the page's one alert is a refusal just made).
        <div className="alert alert-warning">
          <div className="fw-semibold">
            Your proof of address
            {address.uploaded_at ? ` from ${formatLagosDate(address.uploaded_at)}` : ''} was not accepted.
          </div>
          {address.reason && <div>Reason: {address.reason}</div>}
          <div>Please upload another document.</div>
        </div>
      )}
      {refusal && (
        <Alert variant="danger" role="alert">
          {refusal}
        </Alert>
      )}
      <Form.Group className="mb-3" controlId="address-proof-file">
        <Form.Label>Proof of address</Form.Label>
        <Form.Control
          ref={input}
          type="file"
          required
          accept={ADDRESS_PROOF_TYPES.join(',')}
          isInvalid={Boolean(problem)}
          aria-describedby="address-proof-hint"
          onChange={(event) => {
            const chosen = (event.target as HTMLInputElement).files?.[0] ?? null;
            setFile(chosen);
            setProblem(chosen ? addressProofProblem(chosen) : null);
          }}
        />
        <Form.Text id="address-proof-hint">
          A utility bill or bank statement from the last 3 months showing your name and address: a photo (JPEG
          or PNG) or a PDF, up to 5 MB.
        </Form.Text>
        <Form.Control.Feedback type="invalid">{problem}</Form.Control.Feedback>
      </Form.Group>
      <Button type="submit" disabled={submitting}>
        {submitting ? (
          <>
            <Spinner size="sm" aria-hidden="true" className="me-2" />
            Uploading…
          </>
        ) : (
          'Upload proof of address'
        )}
      </Button>
    </Form>
  );
}
