import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useMessages } from '../../lib/i18n';
import { Icon } from '../../lib/icons';
import { authFormMessages } from './auth-form.messages';
import './icons';

/** A password field with the spec's show/hide toggle. */
export function PasswordInput({
  id,
  label,
  value,
  onChange,
  autoComplete,
  error,
  required = true,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  error?: string | undefined;
  required?: boolean;
}) {
  const t = useMessages(authFormMessages);
  const [visible, setVisible] = useState(false);
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          required={required}
          isInvalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button
          variant="outline-secondary"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? t('hidePassword') : t('showPassword')}
          aria-pressed={visible}
          aria-controls={id}
        >
          <Icon name={visible ? 'bi-eye-slash' : 'bi-eye'} />
        </Button>
        {error && (
          <Form.Control.Feedback type="invalid" id={`${id}-error`}>
            {error}
          </Form.Control.Feedback>
        )}
      </InputGroup>
    </Form.Group>
  );
}
