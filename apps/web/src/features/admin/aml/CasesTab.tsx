import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { dateColumn, textColumn, type Column } from '../kit/columns';
import { DataTable } from '../kit/DataTable';
import { fetchCases, reportsCsvHref, type AmlCase } from './api';
import { caseStatusLabels } from './may-act';

const caseColumns: Column<AmlCase>[] = [
  textColumn('case', 'Case', (found) => found.number, {
    className: 'text-nowrap',
    cell: (found) => <Link to={`/admin/aml/cases/${encodeURIComponent(found.id)}`}>{found.number}</Link>,
  }),
  textColumn('title', 'Title', (found) => found.title),
  textColumn('status', 'Status', (found) => caseStatusLabels[found.status]),
  dateColumn('opened', 'Opened', (found) => found.opened_at),
];

/** Every case, newest first as the server sends them; the suspicious transaction reports as the NFIU's CSV. */
export function CasesTab() {
  const list = useQuery({ queryKey: ['admin', 'aml', 'cases'], queryFn: () => fetchCases() });
  return (
    <DataTable
      bare
      label="Cases"
      urlKey="cases."
      columns={caseColumns}
      rows={list.data}
      loading={list.isPending}
      error={list.error}
      onRetry={() => void list.refetch()}
      rowKey={(found) => found.id}
      rowTestId="aml-case-row"
      empty="No case has been opened."
      paging={{ kind: 'client', pageSize: 50 }}
      csv={{ filename: 'aml-cases.csv' }}
      toolbar={
        <a href={reportsCsvHref} download className="small">
          Suspicious transaction reports (CSV)
        </a>
      }
    />
  );
}
