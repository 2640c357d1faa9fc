import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useNavigate } from 'react-router';
import { ActionModal } from '../ActionModal';
import { actionsColumn, dateColumn, textColumn, type Column } from '../kit/columns';
import { FilterBar, LiveNotice } from '../kit/ConsolePage';
import { DataTable } from '../kit/DataTable';
import { useUrlFilters } from '../kit/url-state';
import { alertStatuses, dismissAlert, fetchAlerts, type AlertStatus, type AmlAlert } from './api';
import { OpenCaseForm } from './OpenCaseForm';

const statusLabels: Record<AlertStatus, string> = {
  open: 'Open',
  in_case: 'In a case',
  dismissed: 'Dismissed',
};

interface AlertActions {
  mayAct: boolean;
  /** Opens a case on the alert's subject, gathering that subject's other open alerts. */
  openCaseOn(alert: AmlAlert): void;
  dismiss(alert: AmlAlert): void;
}

function alertColumns({ mayAct, openCaseOn, dismiss }: AlertActions): Column<AmlAlert>[] {
  return [
    dateColumn('raised', 'Raised', (alert) => alert.raised_at),
    textColumn('rule', 'Rule', (alert) => alert.rule, { cell: (alert) => <code>{alert.rule}</code> }),
    textColumn('subject', 'Subject', (alert) => `${alert.subject_type} ${alert.subject_id}`, {
      className: 'small text-break',
    }),
    textColumn('day', 'Lagos day', (alert) => alert.lagos_day, { className: 'small text-nowrap' }),
    actionsColumn((alert) => (
      <>
        {alert.case_id && <Link to={`/admin/aml/cases/${encodeURIComponent(alert.case_id)}`}>The case</Link>}
        {mayAct && alert.status === 'open' && (
          <>
            <Button size="sm" variant="outline-primary" className="me-1" onClick={() => openCaseOn(alert)}>
              Open a case
            </Button>
            <Button size="sm" variant="outline-secondary" onClick={() => dismiss(alert)}>
              Dismiss
            </Button>
          </>
        )}
      </>
    )),
  ];
}

/** The monitoring alerts by status (`alerts.status` in the URL): open a case from one, or dismiss it. */
export function AlertsTab({ mayAct }: { mayAct: boolean }) {
  const [filter, setFilter] = useUrlFilters({ status: 'open' }, 'alerts.');
  const status: AlertStatus = (alertStatuses as readonly string[]).includes(filter.status)
    ? (filter.status as AlertStatus)
    : 'open';
  // The request stays `/compliance/alerts?status=open` (the browser test that adds rows intercepts that URL).
  const list = useQuery({ queryKey: ['admin', 'aml', 'alerts', status], queryFn: () => fetchAlerts(status) });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [dismissing, setDismissing] = useState<AmlAlert | null>(null);
  const [opening, setOpening] = useState<AmlAlert[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const columns = alertColumns({
    mayAct,
    dismiss: setDismissing,
    openCaseOn: (alert) =>
      setOpening(
        (list.data ?? []).filter(
          (other) => other.subject_id === alert.subject_id && other.subject_type === alert.subject_type,
        ),
      ),
  });
  return (
    <>
      <FilterBar>
        <Form.Select
          aria-label="Alerts shown"
          value={status}
          onChange={(event) => setFilter({ status: event.target.value })}
          className="w-auto"
        >
          {alertStatuses.map((key) => (
            <option key={key} value={key}>
              {statusLabels[key]}
            </option>
          ))}
        </Form.Select>
        {mayAct && opening === null && (
          <Button size="sm" variant="outline-primary" onClick={() => setOpening([])}>
            Open a case on a customer or vendor
          </Button>
        )}
      </FilterBar>
      <LiveNotice notice={notice} onClose={() => setNotice(null)} />
      {opening !== null && (
        <OpenCaseForm
          alerts={opening}
          onCancel={() => setOpening(null)}
          onOpened={(caseId) => {
            void queryClient.invalidateQueries({ queryKey: ['admin', 'aml'] });
            void navigate(`/admin/aml/cases/${encodeURIComponent(caseId)}`);
          }}
        />
      )}
      <DataTable
        bare
        label="Alerts"
        urlKey="alerts."
        columns={columns}
        rows={list.data}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        rowKey={(alert) => alert.id}
        rowTestId="aml-alert-row"
        empty={status === 'open' ? 'No alert is waiting.' : 'None here.'}
        paging={{ kind: 'client', pageSize: 50 }}
        csv={{ filename: `aml-alerts-${status}.csv` }}
      />
      <ActionModal
        show={dismissing !== null}
        title="Dismiss the alert"
        submitLabel="Dismiss"
        onHide={() => setDismissing(null)}
        onSubmit={async ({ reason }) => {
          if (!dismissing) return;
          setNotice(await dismissAlert(dismissing.id, reason));
          await queryClient.invalidateQueries({ queryKey: ['admin', 'aml', 'alerts'] });
        }}
      >
        <p>Say why the activity is not suspicious; the reason is kept with the alert.</p>
      </ActionModal>
    </>
  );
}
