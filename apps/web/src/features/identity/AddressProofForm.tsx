import { useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { knownMessageIn } from '../auth/known-message';
import { useFormatDate, useMessages } from '../../lib/i18n';
import {
  ADDRESS_PROOF_TYPES,
  addressProofProblem,
  uploadAddressProof,
  type AddressProofState,
  type IdentityState,
} from './api';
import { identityMessages } from './identity.messages';
import { LAGOS_DAY } from './tier-text';

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
  const t = useMessages(identityMessages);
  const formatDate = useFormatDate();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<ReturnType<typeof addressProofProblem>>(null);
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
      setRefusal(
        error instanceof Error ? knownMessageIn(t, identityMessages, error.message) : t('uploadFailed'),
      );
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Form noValidate onSubmit={submit} aria-label={t('uploadForm')}>
      {address.status === 'rejected' && (
        // Where things stand, not news: no alert role (the page's one alert is a refusal just made).
        <div className="alert alert-warning">
          <div className="fw-semibold">
            {address.uploaded_at
              ? t('notAcceptedFrom', { date: formatDate(address.uploaded_at, LAGOS_DAY) })
              : t('notAccepted')}
          </div>
          {address.reason && <div>{t('reason', { reason: address.reason })}</div>}
          <div>{t('uploadAnother')}</div>
        </div>
      )}
      {refusal && (
        <Alert variant="danger" role="alert">
          {refusal}
        </Alert>
      )}
      <Form.Group className="mb-3" controlId="address-proof-file">
        <Form.Label>{t('proofOfAddress')}</Form.Label>
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
        <Form.Text id="address-proof-hint">{t('proofHint')}</Form.Text>
        <Form.Control.Feedback type="invalid">{problem && t(problem)}</Form.Control.Feedback>
      </Form.Group>
      <Button type="submit" disabled={submitting}>
        {submitting ? (
          <>
            <Spinner size="sm" aria-hidden="true" className="me-2" />
            {t('uploading')}
          </>
        ) : (
          t('upload')
        )}
      </Button>
    </Form>
  );
}
