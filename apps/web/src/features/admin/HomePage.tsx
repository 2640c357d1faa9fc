import { useQuery } from '@tanstack/react-query';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { adminApi } from './api';
import { naira, percent, when } from './format';
import { ConsolePage, ConsolePageLoading } from './kit/ConsolePage';

export interface ConsoleHome {
  lagos_date: string;
  totals: { tickets_sold: number; orders: number; money_taken_kobo: number; prizes_paid_kobo: number };
  products: {
    raffle_type_id: number;
    name: string;
    tickets_sold: number;
    money_taken_kobo: number;
    prizes_paid_kobo: number;
    winners: number;
    configured_payout_ratio_bps: number;
    realised_payout_ratio_bps: number | null;
  }[];
  stuck_orders: {
    id: string;
    raffle_type_id: number;
    order_amount_kobo: number;
    created_at: string;
    customer_phone: string;
  }[];
  stuck_order_count: number;
  open_approvals: number;
}

function Stat({ label, value, testId }: { label: string; value: string | number; testId: string }) {
  return (
    <Card className="admin-stat h-100">
      <Card.Body>
        <div className="text-body-secondary small">{label}</div>
        <div className="admin-stat-value" data-testid={testId}>
          {value}
        </div>
      </Card.Body>
    </Card>
  );
}

/** Today in Lagos: sales, prizes, payout ratios, and what needs a person now. */
export default function HomePage() {
  const home = useQuery({ queryKey: ['admin', 'home'], queryFn: () => adminApi.get<ConsoleHome>('/home') });
  if (!home.data)
    return (
      <ConsolePageLoading
        title="Today in Lagos"
        documentTitle="Console"
        what="today's figures"
        query={home}
      />
    );
  const data = home.data;
  return (
    <ConsolePage title={`Today in Lagos (${data.lagos_date})`} documentTitle="Console">
      <Row xs={2} lg={5} className="g-2 mb-3">
        <Col>
          <Stat label="Tickets sold" value={data.totals.tickets_sold} testId="home-tickets" />
        </Col>
        <Col>
          <Stat label="Money taken" value={naira(data.totals.money_taken_kobo)} testId="home-money" />
        </Col>
        <Col>
          <Stat label="Prizes paid" value={naira(data.totals.prizes_paid_kobo)} testId="home-prizes" />
        </Col>
        <Col>
          <Link to="/admin/approvals" className="text-decoration-none">
            <Stat label="Open approvals" value={data.open_approvals} testId="home-approvals" />
          </Link>
        </Col>
        <Col>
          <Stat label="Orders stuck in verifying" value={data.stuck_order_count} testId="home-stuck" />
        </Col>
      </Row>
      <Card className="mb-3">
        <Card.Header>Per product</Card.Header>
        <div className="admin-table-wrap">
          <Table size="sm" className="mb-0" responsive="sm">
            <thead>
              <tr>
                <th>Product</th>
                <th className="text-end">Tickets</th>
                <th className="text-end">Money taken</th>
                <th className="text-end">Prizes</th>
                <th className="text-end">Winners</th>
                <th className="text-end">Payout ratio: realised / configured</th>
              </tr>
            </thead>
            <tbody>
              {data.products.map((product) => (
                <tr key={product.raffle_type_id}>
                  <td>{product.name}</td>
                  <td className="text-end">{product.tickets_sold}</td>
                  <td className="text-end">{naira(product.money_taken_kobo)}</td>
                  <td className="text-end">{naira(product.prizes_paid_kobo)}</td>
                  <td className="text-end">{product.winners}</td>
                  <td className="text-end">
                    {percent(product.realised_payout_ratio_bps)} /{' '}
                    {percent(product.configured_payout_ratio_bps)}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      </Card>
      <Card>
        <Card.Header>Orders still verifying after 10 minutes</Card.Header>
        {data.stuck_orders.length === 0 ? (
          <Card.Body className="text-body-secondary">None.</Card.Body>
        ) : (
          <div className="admin-table-wrap">
            <Table size="sm" className="mb-0">
              <thead>
                <tr>
                  <th>Order</th>
                  <th>Product</th>
                  <th className="text-end">Amount</th>
                  <th>Created</th>
                  <th>Phone</th>
                </tr>
              </thead>
              <tbody>
                {data.stuck_orders.map((order) => (
                  <tr key={order.id}>
                    <td>
                      <code>{order.id}</code>
                    </td>
                    <td>{order.raffle_type_id}</td>
                    <td className="text-end">{naira(order.order_amount_kobo)}</td>
                    <td>{when(order.created_at)}</td>
                    <td>{order.customer_phone}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        )}
      </Card>
    </ConsolePage>
  );
}
