import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { usePageTitle } from '../../../lib/page-title';
import { adminApi, errorMessage } from '../api';
import { when } from '../format';
import { nairaText } from '../money';

interface Ledger {
  house_accounts: { account: string; balance: string }[];
  wallets: { kind: string; count: number; total: string }[];
  owed_total: string;
  last_check: { checked_at: string; clean: boolean } | null;
  last_clean_check_at: string | null;
}

interface Statement {
  total: number;
  /** More postings than `total` (the server counts up to 1,000). */
  total_capped: boolean;
  per_page: number;
  postings: {
    entry_id: number;
    kind: string;
    cause_type: string | null;
    cause_id: string | null;
    amount: string;
    created_at: string;
  }[];
}

/** Ledger (finance, auditor): the house's accounts, what we owe people, and any account's statement. */
export default function LedgerPage() {
  usePageTitle('Ledger');
  const ledger = useQuery({ queryKey: ['admin', 'ledger'], queryFn: () => adminApi.get<Ledger>('/ledger') });
  const [account, setAccount] = useState('clearing:gateway');
  const [shown, setShown] = useState<string | null>(null);
  // Older pages are read on from the last entry shown (before_entry_id), not by page number: the server's
  // cost is then the same for the thousandth page as for the first.
  const [before, setBefore] = useState<number[]>([]);
  const olderThan = before.at(-1);
  const statement = useQuery({
    queryKey: ['admin', 'ledger', 'statement', shown, olderThan],
    queryFn: () =>
      adminApi.get<Statement>(
        `/ledger/statement?account=${encodeURIComponent(shown!)}${olderThan ? `&before_entry_id=${olderThan}` : ''}`,
      ),
    enabled: shown !== null,
  });
  if (ledger.isPending) return <Spinner animation="border" role="status" />;
  if (ledger.isError) return <Alert variant="danger">{errorMessage(ledger.error)}</Alert>;
  const data = ledger.data;
  return (
    <>
      <h1 className="h4 mb-3">Ledger</h1>
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
              setBefore([]);
            }}
          >
            <Form.Control
              aria-label="Account"
              value={account}
              onChange={(event) => setAccount(event.target.value)}
            />
            <Button type="submit">Show</Button>
          </Form>
          {statement.isError && <Alert variant="danger">{errorMessage(statement.error)}</Alert>}
          {statement.data && olderThan === undefined && (
            <p className="small mb-1">
              {statement.data.total_capped
                ? `${statement.data.total.toLocaleString('en-NG')}+ postings`
                : `${statement.data.total.toLocaleString('en-NG')} postings`}
            </p>
          )}
          {statement.data && (
            <Table size="sm" responsive>
              <thead>
                <tr>
                  <th>When</th>
                  <th>Entry</th>
                  <th>Kind</th>
                  <th>Cause</th>
                  <th className="text-end">Amount</th>
                </tr>
              </thead>
              <tbody>
                {statement.data.postings.map((posting) => (
                  <tr key={posting.entry_id}>
                    <td>{when(posting.created_at)}</td>
                    <td>{posting.entry_id}</td>
                    <td>{posting.kind}</td>
                    <td className="small">
                      {posting.cause_type ? `${posting.cause_type} ${posting.cause_id ?? ''}` : ''}
                    </td>
                    <td className="text-end">{nairaText(posting.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
          {statement.data && (
            <div className="d-flex gap-2">
              <Button
                variant="outline-secondary"
                size="sm"
                disabled={before.length === 0}
                onClick={() => setBefore(before.slice(0, -1))}
              >
                Newer
              </Button>
              <Button
                variant="outline-secondary"
                size="sm"
                disabled={statement.data.postings.length < statement.data.per_page}
                onClick={() => setBefore([...before, statement.data.postings.at(-1)!.entry_id])}
              >
                Older
              </Button>
            </div>
          )}
        </Card.Body>
      </Card>
    </>
  );
}
