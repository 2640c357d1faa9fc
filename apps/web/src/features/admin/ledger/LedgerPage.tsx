import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { adminApi } from '../api';
import { dateColumn, moneyColumn, textColumn, type Column } from '../kit/columns';
import { ConsolePage, ConsolePageLoading } from '../kit/ConsolePage';
import { useCursorList } from '../kit/cursor-list';
import { DataTable } from '../kit/DataTable';
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

/** Ledger (finance, auditor): the house's accounts, what we owe people, and any account's statement. */
export default function LedgerPage() {
  const ledger = useQuery({ queryKey: ['admin', 'ledger'], queryFn: () => adminApi.get<Ledger>('/ledger') });
  const [account, setAccount] = useState('clearing:gateway');
  const [shown, setShown] = useState<string | null>(null);
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
      <Card className="mb-3">
        <Card.Header>House accounts</Card.Header>
        <Table size="sm" className="mb-0">
          <tbody>
            {data.house_accounts.map((row) => (
              <tr key={row.account}>
                <td>{row.account}</td>
                <td className="text-end">{nairaText(row.balance)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Card>
      <Card className="mb-3">
        <Card.Header>What we owe people: {nairaText(data.owed_total)}</Card.Header>
        <Table size="sm" className="mb-0">
          <tbody>
            {data.wallets.map((row) => (
              <tr key={row.kind}>
                <td>
                  {row.kind === 'held'
                    ? `customers' money held above their tier's cap (${row.count})`
                    : `${row.kind} wallets (${row.count})`}
                </td>
                <td className="text-end">{nairaText(row.total)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Card>
      <Card>
        <Card.Header>Account statement</Card.Header>
        <Card.Body>
          <Form
            className="d-flex gap-2 mb-2"
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              setShown(account.trim());
            }}
          >
            <Form.Control
              aria-label="Account"
              value={account}
              onChange={(event) => setAccount(event.target.value)}
            />
            <Button type="submit">Show</Button>
          </Form>
          {shown !== null && (
            <DataTable
              label="Postings"
              bare
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
