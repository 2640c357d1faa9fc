import Button from 'react-bootstrap/Button';
import { actionsColumn, moneyColumn, textColumn, type Column } from '../kit/columns';
import { DataTable } from '../kit/DataTable';
import type { AdminTemplate } from './types';

function templateColumns(
  canAct: boolean,
  onChange: (template: AdminTemplate) => void,
): Column<AdminTemplate>[] {
  return [
    textColumn('product', 'Product', (template) => template.name),
    textColumn('version', 'Version', (template) => template.version, {
      cell: (template) => `v${template.version}`,
    }),
    moneyColumn('ticket', 'Ticket', (template) => template.ticket_price),
    moneyColumn('prize', 'Prize', (template) => template.winnable_amount),
    textColumn('payout', 'Payout', (template) => Number(template.payout_ratio), {
      cell: (template) => `${template.payout_ratio}%`,
    }),
    moneyColumn('budget', 'Budget', (template) => template.prize_budget),
    textColumn('tax', 'Winnings tax', (template) =>
      template.winnings_tax_bearer === 'winner' ? 'Winner bears it' : 'ChancePay pays it',
    ),
    actionsColumn(
      (template) =>
        canAct && (
          <Button size="sm" variant="outline-primary" onClick={() => onChange(template)}>
            Change
          </Button>
        ),
    ),
  ];
}

/** The products' templates: the terms a cycle opens on when a product has none open or scheduled. */
export function TemplatesTable({
  templates,
  canAct,
  onChange,
}: {
  templates: AdminTemplate[];
  canAct: boolean;
  onChange(template: AdminTemplate): void;
}) {
  return (
    <>
      <h2 className="h5">Templates</h2>
      <p className="small text-body-secondary">
        When a product has no open or scheduled cycle, a cycle opens from its template. Changes are versioned
        and need a second raffle operator&apos;s approval; open cycles keep their terms.
      </p>
      <DataTable
        label="Templates"
        urlKey="templates."
        columns={templateColumns(canAct, onChange)}
        rows={templates}
        rowKey={(template) => template.id}
        empty="No product has a template yet."
      />
    </>
  );
}
