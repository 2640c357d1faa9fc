import { formatNaira } from '@chancepay/shared/money';

export interface SummaryRow {
  label: string;
  value: string;
  emphasis?: boolean;
}

/** Price, total, prize and odds, shown before the buyer pays. */
export function PurchaseSummary({ rows }: { rows: SummaryRow[] }) {
  return (
    <dl className="purchase-summary border rounded mb-3">
      {rows.map((row) => (
        <div key={row.label} className={`purchase-summary-row${row.emphasis ? ' fw-bold' : ''}`}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const PRICE_LABEL = 'Ticket price';
export const TOTAL_LABEL = 'Total to pay';
export const TRANSFERABLE_LABEL = 'Transferable amount';
export const ODDS_LABEL = 'Your chance to win';

/** The rows every ticket form shows (spec: current ticket price, total to pay, transferable amount). */
export function ticketSummaryRows(input: {
  ticketPriceKobo: number;
  totalKobo: number;
  prizeLabel: string;
  prizeKobo: number;
  odds: string | null;
}): SummaryRow[] {
  return [
    { label: PRICE_LABEL, value: formatNaira(input.ticketPriceKobo) },
    { label: input.prizeLabel, value: formatNaira(input.prizeKobo) },
    { label: ODDS_LABEL, value: input.odds ?? '—' },
    { label: TOTAL_LABEL, value: formatNaira(input.totalKobo), emphasis: true },
  ];
}
