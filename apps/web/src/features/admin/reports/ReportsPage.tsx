import { useQuery } from '@tanstack/react-query';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { koboFromNairaValue } from '@chancepay/shared/money';
import { ADMIN_API, adminApi } from '../api';
import { moneyColumn, textColumn, type Column } from '../kit/columns';
import { DataTable } from '../kit/DataTable';
import { FiguresTable, type Figure } from '../kit/FiguresTable';
import { QueryState } from '../kit/states';
import { useUrlFilters } from '../kit/url-state';
import { percent } from '../format';
import { nairaText } from '../money';
import { ConsolePage, FilterBar } from '../kit/ConsolePage';

interface Report {
  period: 'day' | 'month';
  label: string;
  products: {
    product: string;
    orders: number;
    tickets: number;
    ticket_money: string;
    money_taken: string;
    prizes: string;
  }[];
  ticket_money: string;
  money_taken: string;
  prizes_paid: string;
  winnings_tax_withheld: string;
  winnings_tax_borne: string;
  prizes_net: string;
  realised_payout_ratio_bps: number | null;
  fees: string;
  refunds: string;
  ggr: string;
  unclaimed_phone_wallets: { bucket: string; wallets: number; total: string }[];
  last_30_days: { date: string; ticket_money: string; paid_out: string; ggr: string }[];
}

/** Ticket money per day as bars (no chart library: an SVG is a few hundred bytes). */
function ThirtyDayChart({ days }: { days: Report['last_30_days'] }) {
  const values = days.map((day) => koboFromNairaValue(day.ticket_money));
  const max = Math.max(1, ...values);
  return (
    <svg
      viewBox="0 0 300 100"
      role="img"
      aria-label="Ticket money, last 30 days"
      className="w-100"
      style={{ maxHeight: 160 }}
    >
      {values.map((value, index) => (
        <rect
          key={days[index]!.date}
          x={index * 10 + 1}
          width={8}
          y={100 - (value / max) * 100}
          height={(value / max) * 100}
          fill="currentColor"
        >
          <title>{`${days[index]!.date}: ${nairaText(days[index]!.ticket_money)}`}</title>
        </rect>
      ))}
    </svg>
  );
}

type ProductLine = Report['products'][number];

const productColumns: Column<ProductLine>[] = [
  textColumn('product', 'Product', (line) => line.product),
  textColumn('orders', 'Orders', (line) => line.orders),
  textColumn('tickets', 'Tickets', (line) => line.tickets),
  moneyColumn('ticket_money', 'Ticket money', (line) => line.ticket_money),
  moneyColumn('money_taken', 'Money taken', (line) => line.money_taken),
  moneyColumn('prizes', 'Prizes', (line) => line.prizes),
];

/** The report's totals below the products, in the order a reader adds them up. */
function reportFigures(report: Report): Figure[] {
  return [
    { name: 'Prizes paid', value: nairaText(report.prizes_paid) },
    { name: 'Winnings tax withheld from winners', value: nairaText(report.winnings_tax_withheld) },
    { name: 'Winnings tax paid by ChancePay', value: nairaText(report.winnings_tax_borne) },
    { name: 'Prizes paid net of tax', value: nairaText(report.prizes_net) },
    { name: 'Realised payout ratio', value: percent(report.realised_payout_ratio_bps) },
    { name: 'Fees', value: nairaText(report.fees) },
    { name: 'Refunds', value: nairaText(report.refunds) },
    { name: 'Gross gaming revenue', value: nairaText(report.ggr), testId: 'report-ggr' },
    ...report.unclaimed_phone_wallets.map((bucket) => ({
      name: `Unclaimed phone wallets, ${bucket.bucket} (${bucket.wallets})`,
      value: nairaText(bucket.total),
    })),
  ];
}

/** Reports (finance, auditor): a Lagos day or month, CSV, and the last 30 days. */
export default function ReportsPage() {
  const [filter, setFilter] = useUrlFilters({ period: 'day', when: '' });
  const period = filter.period === 'month' ? 'month' : 'day';
  const label = filter.when;
  const query = `?period=${period}${label ? (period === 'day' ? `&date=${label}` : `&month=${label}`) : ''}`;
  const report = useQuery({
    queryKey: ['admin', 'reports', query],
    queryFn: () => adminApi.get<Report>(`/reports${query}`),
  });
  return (
    <ConsolePage title="Reports">
      <FilterBar>
        <Form.Select
          aria-label="Period"
          className="w-auto"
          value={period}
          onChange={(event) => setFilter({ period: event.target.value, when: '' })}
        >
          <option value="day">Day</option>
          <option value="month">Month</option>
        </Form.Select>
        <Form.Control
          type={period === 'day' ? 'date' : 'month'}
          aria-label="When"
          className="w-auto"
          value={label}
          onChange={(event) => setFilter({ when: event.target.value }, { replace: true })}
        />
        <a className="btn btn-outline-primary text-nowrap" href={`${ADMIN_API}/reports${query}&format=csv`}>
          Export CSV
        </a>
      </FilterBar>
      <QueryState what="the report" loading={report.isPending} error={report.error}>
        {report.data && (
          <>
            <DataTable
              title={report.data.label}
              label="Sales per product"
              columns={productColumns}
              rows={report.data.products}
              rowKey={(line) => line.product}
              empty={`No tickets were sold ${report.data.period === 'day' ? 'on' : 'in'} ${report.data.label}. Choose another ${report.data.period} above.`}
            />
            <FiguresTable label="Report figures" figures={reportFigures(report.data)} />
            <Card>
              <Card.Header>Ticket money, last 30 days</Card.Header>
              <Card.Body>
                {report.data.last_30_days.some((day) => koboFromNairaValue(day.ticket_money) > 0) ? (
                  <ThirtyDayChart days={report.data.last_30_days} />
                ) : (
                  <p className="mb-0 text-body-secondary">
                    No ticket money in the last 30 days: nothing to draw yet.
                  </p>
                )}
              </Card.Body>
            </Card>
          </>
        )}
      </QueryState>
    </ConsolePage>
  );
}
