import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { ActionModal } from '../ActionModal';
import { adminPostWithMessage } from '../api';
import type { AdminCycle, AdminTemplate } from './types';

export type CycleDialog =
  | { kind: 'open'; cycle: AdminCycle }
  | { kind: 'cancel'; cycle: AdminCycle }
  | { kind: 'template'; template: AdminTemplate };

interface DialogProps {
  dialog: CycleDialog | null;
  onHide(): void;
  onDone(message: string): Promise<void>;
}

function OpenCycleDialog({ dialog, onHide, onDone }: DialogProps) {
  const [replaceOpen, setReplaceOpen] = useState(true);
  return (
    <ActionModal
      show={dialog?.kind === 'open'}
      title={dialog?.kind === 'open' ? `Open cycle #${dialog.cycle.id} now` : ''}
      askReason={replaceOpen ? 'optional' : false}
      submitLabel="Open now"
      onHide={onHide}
      onSubmit={async ({ reason }) => {
        if (dialog?.kind !== 'open') return;
        const { message } = await adminPostWithMessage(`/cycles/${dialog.cycle.id}/open`, {
          replace_open: replaceOpen,
          ...(replaceOpen && reason ? { reason } : {}),
        });
        await onDone(message);
      }}
    >
      <p>The seed is drawn now and its hash published; buyers can pay into this cycle at once.</p>
      <p className="small text-body-secondary">
        Taking the cycle on sale off sale needs another raffle operator&apos;s approval: it opens once they
        approve.
      </p>
      <Form.Check
        id="cycle-replace-open"
        label="Close the cycle now open for these products (its orders keep their rules)"
        checked={replaceOpen}
        onChange={(event) => setReplaceOpen(event.target.checked)}
        className="mb-2"
      />
    </ActionModal>
  );
}

function CancelCycleDialog({ dialog, onHide, onDone }: DialogProps) {
  return (
    <ActionModal
      show={dialog?.kind === 'cancel'}
      title={dialog?.kind === 'cancel' ? `Cancel cycle #${dialog.cycle.id}` : ''}
      submitLabel="Ask for approval"
      submitVariant="danger"
      onHide={onHide}
      onSubmit={async ({ reason }) => {
        if (dialog?.kind !== 'cancel') return;
        const { message } = await adminPostWithMessage(`/cycles/${dialog.cycle.id}/cancel`, { reason });
        await onDone(message);
      }}
    >
      <p>
        Once another raffle operator approves: the cycle takes no more orders, paid orders are settled and
        drawn as usual, unpaid ones close, and its seed is revealed.
      </p>
    </ActionModal>
  );
}

const termFields = [
  ['ticket_price', 'Ticket price (₦)'],
  ['winnable_amount', 'Prize (₦)'],
  ['payout_ratio', 'Payout ratio (%)'],
  ['prize_budget', 'Prize budget (₦)'],
] as const;

/** Mounted per template (its key), so the fields start from that template's terms. */
function TemplateDialog({
  template,
  onHide,
  onDone,
}: Omit<DialogProps, 'dialog'> & { template: AdminTemplate }) {
  const [taxBearer, setTaxBearer] = useState(template.winnings_tax_bearer);
  const [terms, setTerms] = useState({
    ticket_price: template.ticket_price,
    winnable_amount: template.winnable_amount,
    payout_ratio: template.payout_ratio,
    prize_budget: template.prize_budget,
  });
  return (
    <ActionModal
      show
      title={`Change the ${template.name} template`}
      submitLabel="Ask for approval"
      onHide={onHide}
      onSubmit={async ({ reason }) => {
        const { message } = await adminPostWithMessage(`/templates/${template.id}`, {
          ...terms,
          winnings_tax_bearer: taxBearer,
          expected_version: template.version,
          reason,
        });
        await onDone(message);
      }}
    >
      <Row className="g-2 mb-3">
        {termFields.map(([field, label]) => (
          <Col xs={6} key={field}>
            <Form.Group controlId={`template-${field}`}>
              <Form.Label className="small">{label}</Form.Label>
              <Form.Control
                size="sm"
                inputMode="decimal"
                value={terms[field]}
                onChange={(event) => setTerms({ ...terms, [field]: event.target.value })}
              />
            </Form.Group>
          </Col>
        ))}
        <Col xs={12}>
          <Form.Group controlId="template-winnings-tax-bearer">
            <Form.Label className="small">Winnings tax borne by</Form.Label>
            <Form.Select
              size="sm"
              value={taxBearer}
              onChange={(event) => setTaxBearer(event.target.value as 'winner' | 'operator')}
            >
              <option value="winner">The winner (the prize is paid net of the tax)</option>
              <option value="operator">ChancePay (the prize is paid whole; we pay the tax on top)</option>
            </Form.Select>
          </Form.Group>
        </Col>
      </Row>
    </ActionModal>
  );
}

/** The cycle screen's confirmations: open now, cancel (approval), change a template (approval). */
export function CycleDialogs(props: DialogProps) {
  const { dialog } = props;
  return (
    <>
      <OpenCycleDialog {...props} />
      <CancelCycleDialog {...props} />
      {dialog?.kind === 'template' && (
        <TemplateDialog
          key={dialog.template.id}
          template={dialog.template}
          onHide={props.onHide}
          onDone={props.onDone}
        />
      )}
    </>
  );
}
