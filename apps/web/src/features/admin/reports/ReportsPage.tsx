import { useQuery } from '@tanstack/react-query';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { koboFromNairaValue } from '@chancepay/shared/money';
import { ADMIN_API, adminApi } from '../api';
import { moneyColumn, textColumn, type Column } from '../kit/columns';
import { DataTable } from '../kit/DataTable';
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
            <Table size="sm" className="mb-3">
              <tbody>
                <tr>
                  <td>Prizes paid</td>
                  <td className="text-end">{nairaText(report.data.prizes_paid)}</td>
                </tr>
                <tr>
                  <td>Winnings tax withheld from winners</td>
                  <td className="text-end">{nairaText(report.data.winnings_tax_withheld)}</td>
                </tr>
                <tr>
                  <td>Winnings tax paid by ChancePay</td>
                  <td className="text-end">{nairaText(report.data.winnings_tax_borne)}</td>
                </tr>
                <tr>
                  <td>Prizes paid net of tax</td>
                  <td className="text-end">{nairaText(report.data.prizes_net)}</td>
                </tr>
                <tr>
                  <td>Realised payout ratio</td>
                  <td className="text-end">{percent(report.data.realised_payout_ratio_bps)}</td>
                </tr>
                <tr>
                  <td>Fees</td>
                  <td className="text-end">{nairaText(report.data.fees)}</td>
                </tr>
                <tr>
                  <td>Refunds</td>
                  <td className="text-end">{nairaText(report.data.refunds)}</td>
                </tr>
                <tr>
                  <td>Gross gaming revenue</td>
                  <td className="text-end" data-testid="report-ggr">
                    {nairaText(report.data.ggr)}
                  </td>
                </tr>
                {report.data.unclaimed_phone_wallets.map((bucket) => (
                  <tr key={bucket.bucket}>
                    <td>
                      Unclaimed phone wallets, {bucket.bucket} ({bucket.wallets})
                    </td>
                    <td className="text-end">{nairaText(bucket.total)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
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
