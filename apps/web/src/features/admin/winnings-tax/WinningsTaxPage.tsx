import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { ADMIN_API, adminApi, adminPostWithMessage, errorMessage } from '../api';
import { when } from '../format';
import { nairaText } from '../money';
import { dateColumn, moneyColumn, textColumn, type Column } from '../kit/columns';
import { ConsolePage, FilterBar } from '../kit/ConsolePage';
import { DataTable } from '../kit/DataTable';
import { FiguresTable, type Figure } from '../kit/FiguresTable';
import { QueryState } from '../kit/states';
import { useUrlFilters } from '../kit/url-state';

interface TaxMonth {
  month: string;
  ended: boolean;
  winners: number;
  gross: string;
  tax: string;
  withheld_from_winners: string;
  borne_by_operator: string;
  remitted: string;
  owed: string;
  remittances: { entry_id: number; approval_id: string; amount: string; remitted_at: string }[];
  can_remit: boolean;
  remit_problem: string | null;
  lines: TaxLine[];
  lines_truncated: boolean;
}

interface TaxLine {
  order_id: string;
  settled_at: string;
  winner: string;
  product: string;
  gross: string;
  tax: string;
  net: string;
  rate_bps: number;
  borne_by: 'winner' | 'operator';
}

const lineColumns: Column<TaxLine>[] = [
  textColumn('order', 'Order', (line) => line.order_id, { className: 'small' }),
  textColumn('winner', 'Winner', (line) => line.winner),
  moneyColumn('gross', 'Gross', (line) => line.gross),
  moneyColumn('tax', 'Tax', (line) => line.tax),
  moneyColumn('net', 'Net', (line) => line.net),
  textColumn('borne_by', 'Borne by', (line) => (line.borne_by === 'winner' ? 'Winner' : 'ChancePay')),
  dateColumn('date', 'Date', (line) => line.settled_at),
];

/** The month's account with the tax authority, down to what is still owed. */
function monthFigures(month: TaxMonth): Figure[] {
  return [
    { name: 'Winners', value: month.winners },
    { name: 'Prizes (gross)', value: nairaText(month.gross) },
    { name: 'Tax withheld from winners', value: nairaText(month.withheld_from_winners) },
    { name: 'Tax paid by ChancePay on top of prizes', value: nairaText(month.borne_by_operator) },
    { name: 'Remitted', value: nairaText(month.remitted) },
    {
      name: 'Still owed to the tax authority',
      value: nairaText(month.owed),
      testId: 'winnings-tax-owed',
      emphasis: true,
    },
  ];
}

/**
 * Winnings tax (finance; auditors read): the tax withheld in a Lagos month with one line per winner, its CSV,
 * and "Record remittance", which asks a second finance member to approve (DOMAIN.md "Winnings tax").
 */
export default function WinningsTaxPage() {
  // The month is in the URL (`?month=2026-10`), so a link shows the same month; empty: the server's choice.
  const [filter, setFilter] = useUrlFilters({ month: '' });
  const month = filter.month;
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const query = month ? `?month=${month}` : '';
  const taxMonth = useQuery({
    queryKey: ['admin', 'winnings-tax', query],
    queryFn: () => adminApi.get<TaxMonth>(`/winnings-tax${query}`),
  });
  const remit = useMutation({
    mutationFn: (chosen: string) =>
      adminPostWithMessage<{ approval_id: string }>('/winnings-tax/remittances', {
        month: chosen,
        reason,
      }),
    onSuccess: async ({ message }) => {
      setNotice(message);
      setReason('');
      await queryClient.invalidateQueries({ queryKey: ['admin', 'winnings-tax'] });
    },
  });
  const data = taxMonth.data;
  return (
    <ConsolePage title="Winnings tax">
      <FilterBar>
        <Form.Control
          type="month"
          aria-label="Month"
          className="w-auto"
          value={month || (data?.month ?? '')}
          onChange={(event) => setFilter({ month: event.target.value }, { replace: true })}
        />
      </FilterBar>
      {notice && <Alert variant="success">{notice}</Alert>}
      <QueryState what="the month's winnings tax" loading={taxMonth.isPending} error={taxMonth.error}>
        {data && (
          <>
            <FiguresTable
              label="The month's winnings tax"
              title={`${data.month}${data.ended ? '' : ' (month not over yet)'}`}
              figures={monthFigures(data)}
            />
            <Card className="mb-3">
              <Card.Body>
                {data.can_remit ? (
                  <Form
                    onSubmit={(event) => {
                      event.preventDefault();
                      remit.mutate(data.month);
                    }}
                  >
                    <Form.Group className="mb-2" controlId="remittance-reason">
                      <Form.Label>Tax authority receipt or reference</Form.Label>
                      <Form.Control value={reason} onChange={(event) => setReason(event.target.value)} />
                    </Form.Group>
                    <Button type="submit" disabled={remit.isPending}>
                      Record remittance of {nairaText(data.owed)}
                    </Button>
                    <Form.Text className="d-block">
                      Another finance member approves it; the amount is what the month owes then.
                    </Form.Text>
                  </Form>
                ) : (
                  <p className="mb-0">{data.remit_problem}</p>
                )}
                {remit.isError && (
                  <Alert variant="danger" className="mt-2 mb-0">
                    {errorMessage(remit.error)}
                  </Alert>
                )}
                {data.remittances.length > 0 && (
                  <ul className="mt-2 mb-0">
                    {data.remittances.map((remittance) => (
                      <li key={remittance.entry_id}>
                        {nairaText(remittance.amount)} remitted {when(remittance.remitted_at)}
                      </li>
                    ))}
                  </ul>
                )}
              </Card.Body>
            </Card>
            <DataTable
              label="Winnings tax lines"
              columns={lineColumns}
              rows={data.lines}
              rowKey={(line) => line.order_id}
              rowTestId="winnings-tax-line"
              empty={`No wins in ${data.month}.`}
              paging={{ kind: 'client', pageSize: 50 }}
              // The server's export: every line of the month, where the screen shows the first 500.
              csv={{ href: `${ADMIN_API}/winnings-tax/export?month=${data.month}` }}
              toolbar={
                data.lines_truncated && (
                  <span className="small">The first 500 lines; the CSV has every one.</span>
                )
              }
            />
          </>
        )}
      </QueryState>
    </ConsolePage>
  );
}
