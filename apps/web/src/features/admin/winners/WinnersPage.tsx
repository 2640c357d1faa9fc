import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { usePageTitle } from '../../../lib/page-title';
import { ADMIN_API, adminApi, errorMessage } from '../api';
import { when } from '../format';
import { nairaText } from '../money';

interface Winner {
  cycle_id: number;
  order_id: string;
  product: string;
  prize: string;
  winnings_tax: string;
  net_paid: string;
  tax_borne_by: 'winner' | 'operator';
  beneficiary: string;
  paid_at: string | null;
  time_to_pay_seconds: number | null;
  within_target: boolean | null;
}

/** Winners register (raffle_ops, compliance): every win, masked; the CSV for the regulator has the phones. */
export default function WinnersPage() {
  usePageTitle('Winners');
  const [cycle, setCycle] = useState('');
  const query = /^\d+$/.test(cycle.trim()) ? `?cycle_id=${cycle.trim()}` : '';
  const winners = useQuery({
    queryKey: ['admin', 'winners', query],
    queryFn: () => adminApi.get<{ winners: Winner[] }>(`/winners${query}`),
  });
  return (
    <>
      <h1 className="h4 mb-3">Winners register</h1>
      <div className="d-flex gap-2 mb-3 align-items-center">
        <Form.Control
          aria-label="Cycle"
          placeholder="Cycle number (all when empty)"
          value={cycle}
          onChange={(event) => setCycle(event.target.value)}
        />
        <a
          className="btn btn-outline-primary text-nowrap"
          href={`${ADMIN_API}/winners${query ? `${query}&` : '?'}format=csv`}
        >
          Export CSV
        </a>
      </div>
      {winners.isPending && <Spinner animation="border" role="status" />}
      {winners.isError && <Alert variant="danger">{errorMessage(winners.error)}</Alert>}
      {winners.data && (
        <Table size="sm" responsive>
          <thead>
            <tr>
              <th>Cycle</th>
              <th>Order</th>
              <th>Product</th>
              <th className="text-end">Prize (gross)</th>
              <th className="text-end">Winnings tax</th>
              <th className="text-end">Paid (net)</th>
              <th>Beneficiary</th>
              <th>Paid</th>
              <th>Time to pay (48 h target)</th>
            </tr>
          </thead>
          <tbody>
            {winners.data.winners.map((winner) => (
              <tr key={winner.order_id}>
                <td>{winner.cycle_id}</td>
                <td className="small">{winner.order_id}</td>
                <td>{winner.product}</td>
                <td className="text-end">{nairaText(winner.prize)}</td>
                <td className="text-end">
                  {nairaText(winner.winnings_tax)}
                  {winner.tax_borne_by === 'operator' ? (
                    <div className="small text-body-secondary">paid by ChancePay</div>
                  ) : null}
                </td>
                <td className="text-end">{nairaText(winner.net_paid)}</td>
                <td>{winner.beneficiary}</td>
                <td>{when(winner.paid_at)}</td>
                <td>
                  {winner.time_to_pay_seconds === null
                    ? '—'
                    : `${(winner.time_to_pay_seconds / 3600).toFixed(1)} h`}{' '}
                  {winner.within_target === false && <Badge bg="danger">late</Badge>}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
