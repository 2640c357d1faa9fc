import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { ADMIN_API, adminApi, adminPostWithMessage, errorMessage } from '../api';
import { when } from '../format';
import { nairaText } from '../money';
import { ConsolePage } from '../kit/ConsolePage';
import { PendingOrFailed } from '../kit/states';

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
  lines: {
    order_id: string;
    settled_at: string;
    winner: string;
    product: string;
    gross: string;
    tax: string;
    net: string;
    rate_bps: number;
    borne_by: 'winner' | 'operator';
  }[];
  lines_truncated: boolean;
}

/**
 * Winnings tax (finance; auditors read): the tax withheld in a Lagos month with one line per winner, its CSV,
 * and "Record remittance", which asks a second finance member to approve (DOMAIN.md "Winnings tax").
 */
export default function WinningsTaxPage() {
  const [month, setMonth] = useState('');
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
      <div className="d-flex gap-2 mb-3">
        <Form.Control
          type="month"
          aria-label="Month"
          value={month}
          onChange={(event) => setMonth(event.target.value)}
        />
        {data && (
          <a
            className="btn btn-outline-primary text-nowrap"
            href={`${ADMIN_API}/winnings-tax/export?month=${data.month}`}
          >
            Export CSV
          </a>
        )}
      </div>
      <PendingOrFailed query={taxMonth} />
      {notice && <Alert variant="success">{notice}</Alert>}
      {data && (
        <>
          <Card className="mb-3">
            <Card.Header>
              {data.month} {data.ended ? '' : '(month not over yet)'}
            </Card.Header>
            <Table size="sm" className="mb-0">
              <tbody>
                <tr>
                  <td>Winners</td>
                  <td className="text-end">{data.winners}</td>
                </tr>
                <tr>
                  <td>Prizes (gross)</td>
                  <td className="text-end">{nairaText(data.gross)}</td>
                </tr>
                <tr>
                  <td>Tax withheld from winners</td>
                  <td className="text-end">{nairaText(data.withheld_from_winners)}</td>
                </tr>
                <tr>
                  <td>Tax paid by ChancePay on top of prizes</td>
                  <td className="text-end">{nairaText(data.borne_by_operator)}</td>
                </tr>
                <tr>
                  <td>Remitted</td>
                  <td className="text-end">{nairaText(data.remitted)}</td>
                </tr>
                <tr className="fw-semibold">
                  <td>Still owed to the tax authority</td>
                  <td className="text-end" data-testid="winnings-tax-owed">
                    {nairaText(data.owed)}
                  </td>
                </tr>
              </tbody>
            </Table>
          </Card>
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
          {data.lines.length === 0 ? (
            <p>No wins in {data.month}.</p>
          ) : (
            <Table size="sm" responsive>
              <thead>
                <tr>
                  <th>Order</th>
                  <th>Winner</th>
                  <th className="text-end">Gross</th>
                  <th className="text-end">Tax</th>
                  <th className="text-end">Net</th>
                  <th>Borne by</th>
                  <th>Date</th>
                </tr>
              </thead>
              <tbody>
                {data.lines.map((line) => (
                  <tr key={line.order_id}>
                    <td className="small">{line.order_id}</td>
                    <td>{line.winner}</td>
                    <td className="text-end">{nairaText(line.gross)}</td>
                    <td className="text-end">{nairaText(line.tax)}</td>
                    <td className="text-end">{nairaText(line.net)}</td>
                    <td>{line.borne_by === 'winner' ? 'Winner' : 'ChancePay'}</td>
                    <td>{when(line.settled_at)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
          {data.lines_truncated && <p className="small">The first 500 lines; the CSV has every one.</p>}
        </>
      )}
    </ConsolePage>
  );
}
