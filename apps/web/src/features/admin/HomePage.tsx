import { useQuery } from '@tanstack/react-query';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { adminApi } from './api';
import { naira, percent } from './format';
import { dateColumn, koboColumn, textColumn, type Column } from './kit/columns';
import { ConsolePage, ConsolePageLoading } from './kit/ConsolePage';
import { DataTable } from './kit/DataTable';

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

type Product = ConsoleHome['products'][number];
type StuckOrder = ConsoleHome['stuck_orders'][number];

const count = { align: 'end' } as const;

const productColumns: Column<Product>[] = [
  textColumn('product', 'Product', (product) => product.name),
  textColumn('tickets', 'Tickets', (product) => product.tickets_sold, count),
  koboColumn('money', 'Money taken', (product) => product.money_taken_kobo),
  koboColumn('prizes', 'Prizes', (product) => product.prizes_paid_kobo),
  textColumn('winners', 'Winners', (product) => product.winners, count),
  textColumn('ratio', 'Payout ratio: realised / configured', (product) => product.realised_payout_ratio_bps, {
    ...count,
    cell: (product) =>
      `${percent(product.realised_payout_ratio_bps)} / ${percent(product.configured_payout_ratio_bps)}`,
  }),
];

/** The product's name where today's figures have it (a product with no sale today shows by its number). */
function stuckOrderColumns(products: Product[]): Column<StuckOrder>[] {
  const name = (order: StuckOrder) =>
    products.find((product) => product.raffle_type_id === order.raffle_type_id)?.name ??
    String(order.raffle_type_id);
  return [
    textColumn('order', 'Order', (order) => order.id, { cell: (order) => <code>{order.id}</code> }),
    textColumn('product', 'Product', name),
    koboColumn('amount', 'Amount', (order) => order.order_amount_kobo),
    dateColumn('created', 'Created', (order) => order.created_at),
    textColumn('phone', 'Phone', (order) => order.customer_phone, { className: 'text-nowrap' }),
  ];
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
      <DataTable
        label="Per product"
        title="Per product"
        urlKey="products."
        columns={productColumns}
        rows={data.products}
        rowKey={(product) => product.raffle_type_id}
        empty="No product is on sale."
      />
      <DataTable
        label="Orders still verifying after 10 minutes"
        title="Orders still verifying after 10 minutes"
        urlKey="stuck."
        columns={stuckOrderColumns(data.products)}
        rows={data.stuck_orders}
        rowKey={(order) => order.id}
        rowTestId="stuck-order"
        empty="No order has been verifying for more than 10 minutes."
        paging={{ kind: 'client', pageSize: 25 }}
        csv={{ filename: `stuck-orders-${data.lagos_date}.csv` }}
      />
    </ConsolePage>
  );
}
