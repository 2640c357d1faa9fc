import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { adminApi } from '../api';
import { dateColumn, moneyColumn, textColumn, type Column } from '../kit/columns';
import { ConsolePage, ConsolePageLoading } from '../kit/ConsolePage';
import { useCursorList } from '../kit/cursor-list';
import { DataTable } from '../kit/DataTable';
import { useUrlFilters } from '../kit/url-state';
import { when } from '../format';
import { nairaText } from '../money';

interface Ledger {
  house_accounts: { account: string; balance: string }[];
  wallets: { kind: string; count: number; total: string }[];
  owed_total: string;
  last_check: { checked_at: string; clean: boolean } | null;
  last_clean_check_at: string | null;
}

interface Posting {
  entry_id: number;
  kind: string;
  cause_type: string | null;
  cause_id: string | null;
  amount: string;
  created_at: string;
}

interface Statement {
  total: number;
  /** More postings than `total` (the server counts up to 1,000). */
  total_capped: boolean;
  per_page: number;
  postings: Posting[];
}

type HouseAccount = Ledger['house_accounts'][number];
type WalletTotal = Ledger['wallets'][number];

const houseAccountColumns: Column<HouseAccount>[] = [
  textColumn('account', 'Account', (row) => row.account),
  moneyColumn('balance', 'Balance', (row) => row.balance),
];

const walletColumns: Column<WalletTotal>[] = [
  textColumn('kind', 'Wallets', (row) =>
    row.kind === 'held'
      ? `customers' money held above their tier's cap (${row.count})`
      : `${row.kind} wallets (${row.count})`,
  ),
  moneyColumn('total', 'Total', (row) => row.total),
];

const postingColumns: Column<Posting>[] = [
  dateColumn('when', 'When', (posting) => posting.created_at),
  textColumn('entry', 'Entry', (posting) => posting.entry_id),
  textColumn('kind', 'Kind', (posting) => posting.kind),
  textColumn(
    'cause',
    'Cause',
    (posting) => (posting.cause_type ? `${posting.cause_type} ${posting.cause_id ?? ''}` : ''),
    {
      className: 'small text-break',
    },
  ),
  moneyColumn('amount', 'Amount', (posting) => posting.amount),
];

function AccountForm({ initial, onShow }: { initial: string; onShow(account: string): void }) {
  const [account, setAccount] = useState(initial);
  return (
    <Form
      className="d-flex gap-2 mb-2"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onShow(account);
      }}
    >
      <Form.Control
        aria-label="Account"
        value={account}
        onChange={(event) => setAccount(event.target.value)}
      />
      <Button type="submit">Show</Button>
    </Form>
  );
}

/** Ledger (finance, auditor): the house's accounts, what we owe people, and any account's statement. */
export default function LedgerPage() {
  const ledger = useQuery({ queryKey: ['admin', 'ledger'], queryFn: () => adminApi.get<Ledger>('/ledger') });
  // The account shown is in the URL, so a link opens its statement.
  const [filter, setFilter] = useUrlFilters({ account: '' });
  const shown = filter.account || null;
  // Older postings are read on from the last entry shown (before_entry_id), not by page number: the server's
  // cost is then the same for the thousandth page as for the first.
  const statement = useCursorList<Statement, Posting>({
    queryKey: ['admin', 'ledger', 'statement', shown],
    path: `/ledger/statement?account=${encodeURIComponent(shown ?? '')}`,
    rowsOf: (page) => page.postings,
    cursorParam: 'before_entry_id',
    nextCursor: (page) =>
      page.postings.length >= page.per_page ? String(page.postings.at(-1)!.entry_id) : null,
    enabled: shown !== null,
  });
  if (!ledger.data) return <ConsolePageLoading title="Ledger" what="the ledger" query={ledger} />;
  const data = ledger.data;
  return (
    <ConsolePage title="Ledger">
      <p>
        Last clean ledger check: <strong>{when(data.last_clean_check_at)}</strong>
        {data.last_check && !data.last_check.clean && (
          <Alert variant="danger" className="mt-2">
            The last check ({when(data.last_check.checked_at)}) found problems.
          </Alert>
        )}
      </p>
      <DataTable
        label="House accounts"
        title="House accounts"
        urlKey="house."
        columns={houseAccountColumns}
        rows={data.house_accounts}
        rowKey={(row) => row.account}
        empty="No house account has a posting yet."
        csv={{ filename: 'house-accounts.csv' }}
      />
      <DataTable
        label="What we owe people"
        title={`What we owe people: ${nairaText(data.owed_total)}`}
        columns={walletColumns}
        rows={data.wallets}
        rowKey={(row) => row.kind}
        empty="No wallet holds money."
      />
      <Card>
        <Card.Header>Account statement</Card.Header>
        <Card.Body>
          {/* Remounted when the URL's account changes (Back, a link), so the box shows the account shown. */}
          <AccountForm
            key={shown ?? ''}
            initial={shown ?? 'clearing:gateway'}
            onShow={(account) => setFilter({ account })}
          />
          {shown !== null && (
            <DataTable
              label="Postings"
              bare
              urlKey="statement."
              columns={postingColumns}
              rows={statement.rows}
              loading={statement.loading}
              error={statement.error}
              onRetry={statement.refetch}
              rowKey={(posting) => posting.entry_id}
              empty={`No postings on ${shown}.`}
              paging={statement.paging}
              csv={{ filename: `statement-${shown.replace(/\W+/g, '-')}.csv` }}
              toolbar={
                statement.firstPage && (
                  <span className="small">
                    {statement.firstPage.total.toLocaleString('en-NG')}
                    {statement.firstPage.total_capped ? '+' : ''} postings
                  </span>
                )
              }
            />
          )}
        </Card.Body>
      </Card>
    </ConsolePage>
  );
}
