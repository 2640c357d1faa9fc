import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { adminApi, errorMessage } from '../api';
import { when } from '../format';
import { nairaText } from '../money';
import { ConsolePage } from '../kit/ConsolePage';

interface View {
  active_exclusions: {
    user_id: string;
    username: string;
    phone: string;
    excluded_until: string;
    expiring_soon: boolean;
  }[];
  recent_limit_changes: {
    user_id: string;
    username: string;
    daily_limit: string | null;
    monthly_limit: string | null;
    pending_daily_limit: string | null;
    pending_daily_effective_at: string | null;
    pending_monthly_limit: string | null;
    pending_monthly_effective_at: string | null;
    changed_at: string;
  }[];
  near_limits: {
    user_id: string;
    username: string;
    period: string;
    spent: string;
    limit: string;
    percent: number;
  }[];
}

/** Responsible play (compliance): read-only; no action here (or anywhere) lifts an exclusion before its end. */
export default function ResponsiblePlayPage() {
  const view = useQuery({
    queryKey: ['admin', 'responsible-play'],
    queryFn: () => adminApi.get<View>('/responsible-play'),
  });
  if (view.isPending) return <Spinner animation="border" role="status" />;
  if (view.isError) return <Alert variant="danger">{errorMessage(view.error)}</Alert>;
  const data = view.data;
  return (
    <ConsolePage title="Responsible play">
      <Card className="mb-3">
        <Card.Header>Self-exclusions in force ({data.active_exclusions.length})</Card.Header>
        <Table size="sm" className="mb-0" responsive>
          <tbody>
            {data.active_exclusions.map((row) => (
              <tr key={row.user_id}>
                <td>{row.username}</td>
                <td>{row.phone}</td>
                <td>
                  until {when(row.excluded_until)}{' '}
                  {row.expiring_soon && <Badge bg="warning">ends soon</Badge>}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Card>
      <Card className="mb-3">
        <Card.Header>Customers near their limits</Card.Header>
        <Table size="sm" className="mb-0" responsive>
          <tbody>
            {data.near_limits.map((row) => (
              <tr key={`${row.user_id}-${row.period}`}>
                <td>{row.username}</td>
                <td>{row.period}</td>
                <td>
                  {nairaText(row.spent)} of {nairaText(row.limit)} ({row.percent}%)
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Card>
      <Card>
        <Card.Header>Recent limit changes</Card.Header>
        <Table size="sm" className="mb-0" responsive>
          <thead>
            <tr>
              <th>Customer</th>
              <th>Daily</th>
              <th>Monthly</th>
              <th>Pending increase</th>
              <th>Changed</th>
            </tr>
          </thead>
          <tbody>
            {data.recent_limit_changes.map((row) => (
              <tr key={row.user_id}>
                <td>{row.username}</td>
                <td>{nairaText(row.daily_limit)}</td>
                <td>{nairaText(row.monthly_limit)}</td>
                <td className="small">
                  {row.pending_daily_effective_at &&
                    `daily ${nairaText(row.pending_daily_limit)} from ${when(row.pending_daily_effective_at)} `}
                  {row.pending_monthly_effective_at &&
                    `monthly ${nairaText(row.pending_monthly_limit)} from ${when(row.pending_monthly_effective_at)}`}
                </td>
                <td>{when(row.changed_at)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Card>
    </ConsolePage>
  );
}
