import Card from 'react-bootstrap/Card';
import Nav from 'react-bootstrap/Nav';
import { ConsolePage } from '../kit/ConsolePage';
import { useUrlFilters } from '../kit/url-state';
import { AlertsTab } from './AlertsTab';
import { CasesTab } from './CasesTab';
import { LargeTransactionsTab } from './LargeTransactionsTab';
import { useMayAct } from './may-act';

const tabs = { alerts: 'Alerts', cases: 'Cases', large: 'Large transactions' } as const;
type Tab = keyof typeof tabs;

/**
 * Money laundering (issue #23 item 6, DOMAIN.md "Money-laundering controls"): the monitoring alerts to open a
 * case from or dismiss, the cases, and the large-transaction records to file. The tab is kept in the URL, and
 * each tab's filter, sort and page under its own prefix (`alerts.`, `cases.`, `large.`), so a link shows the
 * same list. `compliance` acts; `auditor` reads (the buttons are hidden; the server refuses anyway).
 */
export default function AmlPage() {
  const [filter, setFilter] = useUrlFilters({ tab: 'alerts' });
  const tab: Tab = filter.tab in tabs ? (filter.tab as Tab) : 'alerts';
  const mayAct = useMayAct();
  return (
    <ConsolePage title="Money laundering">
      <Card>
        <Card.Body>
          <Nav
            variant="tabs"
            activeKey={tab}
            onSelect={(key) => key && setFilter({ tab: key })}
            className="mb-3"
          >
            {(Object.keys(tabs) as Tab[]).map((key) => (
              <Nav.Item key={key}>
                <Nav.Link eventKey={key}>{tabs[key]}</Nav.Link>
              </Nav.Item>
            ))}
          </Nav>
          {tab === 'alerts' && <AlertsTab mayAct={mayAct} />}
          {tab === 'cases' && <CasesTab />}
          {tab === 'large' && <LargeTransactionsTab mayAct={mayAct} />}
        </Card.Body>
      </Card>
    </ConsolePage>
  );
}
