import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { when } from '../format';
import { ActionModal } from '../ActionModal';
import { koboColumn, textColumn, type Column } from '../kit/columns';
import { FilterBar, LiveNotice } from '../kit/ConsolePage';
import { DataTable } from '../kit/DataTable';
import { useUrlFilters } from '../kit/url-state';
import { fetchLargeTransactions, largeTransactionsCsvHref, markFiled, type LargeTransaction } from './api';

function recordColumns(
  mayAct: boolean,
  file: (record: LargeTransaction) => void,
): Column<LargeTransaction>[] {
  return [
    textColumn('day', 'Lagos day', (record) => record.lagos_day, { className: 'small text-nowrap' }),
    textColumn('subject', 'Subject', (record) => `${record.subject_type} ${record.subject_id}`, {
      className: 'small text-break',
    }),
    textColumn('direction', 'Direction', (record) => record.direction),
    koboColumn('total', 'Total', (record) => record.total_kobo),
    textColumn('filed', 'Filed', (record) => record.filed_at, {
      className: 'small',
      cell: (record) =>
        record.filed_at
          ? `${when(record.filed_at)} (${record.filing_reference ?? ''})`
          : mayAct && (
              <Button size="sm" variant="outline-primary" onClick={() => file(record)}>
                Mark filed
              </Button>
            ),
    }),
  ];
}

/**
 * The large-transaction records (DOMAIN.md "Money-laundering controls"), those not yet filed unless the URL says
 * `large.records=all`; the export is the NFIU's filing format, of the same records.
 */
export function LargeTransactionsTab({ mayAct }: { mayAct: boolean }) {
  const [filter, setFilter] = useUrlFilters({ records: 'unfiled' }, 'large.');
  const unfiled = filter.records !== 'all';
  const list = useQuery({
    queryKey: ['admin', 'aml', 'large', unfiled],
    queryFn: () => fetchLargeTransactions(unfiled),
  });
  const queryClient = useQueryClient();
  const [filing, setFiling] = useState<LargeTransaction | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <FilterBar>
        <Form.Check
          id="large-unfiled"
          label="Not yet filed only"
          checked={unfiled}
          onChange={(event) => setFilter({ records: event.target.checked ? 'unfiled' : 'all' })}
        />
      </FilterBar>
      <LiveNotice notice={notice} onClose={() => setNotice(null)} />
      <DataTable
        bare
        label="Large transactions"
        urlKey="large."
        columns={recordColumns(mayAct, setFiling)}
        rows={list.data}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        rowKey={(record) => record.id}
        rowTestId="large-transaction-row"
        empty={unfiled ? 'No large-transaction record waits to be filed.' : 'None here.'}
        paging={{ kind: 'client', pageSize: 50 }}
        toolbar={
          <a href={largeTransactionsCsvHref(unfiled)} download className="ms-auto">
            Export for filing (CSV)
          </a>
        }
      />
      <ActionModal
        show={filing !== null}
        title="Mark the record filed"
        submitLabel="Mark filed"
        onHide={() => setFiling(null)}
        onSubmit={async ({ reason }) => {
          if (!filing) return;
          setNotice(await markFiled(filing.id, reason));
          await queryClient.invalidateQueries({ queryKey: ['admin', 'aml', 'large'] });
        }}
      >
        <p>Write the filing’s reference (from the NFIU’s acknowledgement) as the reason.</p>
      </ActionModal>
    </>
  );
}
