import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { cycleStatusesForFilter } from '@chancepay/shared';
import { adminApi } from '../api';
import { ConsolePage, FilterBar, Notice } from '../kit/ConsolePage';
import { apiQuery, useUrlFilters } from '../kit/url-state';
import { useStaffSession } from '../staff-session';
import { CycleDialogs, type CycleDialog } from './CycleDialogs';
import { CyclesTable } from './CyclesTable';
import { NewCycleForm } from './NewCycleForm';
import { TemplatesTable } from './TemplatesTable';
import { PRODUCTS, type AdminCycle, type AdminTemplate } from './types';

/** Cycles and templates (raffle_ops; auditors read): DOMAIN.md "Raffle products". */
export default function CyclesPage() {
  const { me } = useStaffSession();
  const canAct = !!me?.roles.includes('raffle_ops');
  const queryClient = useQueryClient();
  const [filter, setFilter] = useUrlFilters({ type: '', status: '' });
  const query = apiQuery(filter);
  const list = useQuery({
    queryKey: ['admin', 'cycles', query],
    queryFn: () => adminApi.get<{ cycles: AdminCycle[]; templates: AdminTemplate[] }>(`/cycles${query}`),
  });
  const [dialog, setDialog] = useState<CycleDialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [scheduling, setScheduling] = useState(false);

  const done = async (message: string) => {
    setNotice(message);
    await queryClient.invalidateQueries({ queryKey: ['admin'] });
  };

  return (
    <ConsolePage
      title="Cycles and templates"
      documentTitle="Cycles"
      actions={canAct && !scheduling && <Button onClick={() => setScheduling(true)}>Schedule a cycle</Button>}
    >
      <Notice notice={notice} onClose={() => setNotice(null)} />
      {canAct && scheduling && (
        <NewCycleForm
          onCreated={(cycle, message) => {
            setScheduling(false);
            void done(cycle ? `${message} Cycle ${cycle.id}.` : message);
          }}
        />
      )}

      <FilterBar>
        <Form.Group controlId="cycle-filter-type">
          <Form.Label className="small mb-0">Product</Form.Label>
          <Form.Select
            size="sm"
            value={filter.type}
            onChange={(event) => setFilter({ type: event.target.value })}
          >
            <option value="">All</option>
            {PRODUCTS.map((product) => (
              <option key={product.id} value={product.id}>
                {product.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="cycle-filter-status">
          <Form.Label className="small mb-0">Status</Form.Label>
          <Form.Select
            size="sm"
            value={filter.status}
            onChange={(event) => setFilter({ status: event.target.value })}
          >
            <option value="">All</option>
            {cycleStatusesForFilter.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </FilterBar>
      <CyclesTable
        cycles={list.data?.cycles}
        loading={list.isPending}
        error={list.error}
        canAct={canAct}
        onAction={(kind, cycle) => setDialog({ kind, cycle })}
      />
      {list.data && (
        <TemplatesTable
          templates={list.data.templates}
          canAct={canAct}
          onChange={(template) => setDialog({ kind: 'template', template })}
        />
      )}
      <CycleDialogs dialog={dialog} onHide={() => setDialog(null)} onDone={done} />
    </ConsolePage>
  );
}
