import type { Translator } from '@chancepay/shared/i18n/messages';
import { formatNaira } from '@chancepay/shared/money';
import { type purchaseFormMessages } from './purchase-form.messages';

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

type FormTranslator = Translator<(typeof purchaseFormMessages)['en']>;

const ONE_IN = /^1 in ([\d,]+)$/;

/** "1 in 286" (the shared draw rule's words, or the server's) in the reader's words; '—' while there are none. */
export function oddsIn(t: FormTranslator, odds: string | null): string {
  if (!odds) return '—';
  const count = ONE_IN.exec(odds)?.[1];
  return count ? t('oddsOneIn', { count }) : odds;
}

/** The rows every ticket form shows (spec: current ticket price, total to pay, transferable amount). */
export function ticketSummaryRows(
  input: {
    ticketPriceKobo: number;
    totalKobo: number;
    prizeLabel: string;
    prizeKobo: number;
    odds: string | null;
  },
  t: FormTranslator,
): SummaryRow[] {
  return [
    { label: t('ticketPrice'), value: formatNaira(input.ticketPriceKobo) },
    { label: input.prizeLabel, value: formatNaira(input.prizeKobo) },
    { label: t('yourChanceToWin'), value: oddsIn(t, input.odds) },
    { label: t('totalToPay'), value: formatNaira(input.totalKobo), emphasis: true },
  ];
}
