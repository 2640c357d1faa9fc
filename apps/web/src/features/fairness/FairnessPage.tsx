import { useSearchParams } from 'react-router';
import { useMessages } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { fairnessMessages } from './fairness.messages';
import './fairness.scss';
import { CycleCheck } from './components/CycleCheck';
import { LookupForm } from './components/LookupForm';
import { ManualCheck } from './components/ManualCheck';
import { OrderCheck } from './components/OrderCheck';
import { RuleExplained } from './components/RuleExplained';

const CYCLE_NUMBER = /^\d{1,9}$/;

/** /fairness: the draw rule in plain words, and a check of any order or cycle (DOMAIN.md The draw). */
export function FairnessPage() {
  const t = useMessages(fairnessMessages);
  usePageTitle(t('pageTitle'));
  const [params, setParams] = useSearchParams();
  // `reference` is what receipts link with (/fairness?reference=...); `order_id` what this page writes.
  const orderId = (params.get('order_id') ?? params.get('reference'))?.trim() || null;
  const cycleText = params.get('cycle_id')?.trim() ?? '';
  const cycleId = CYCLE_NUMBER.test(cycleText) ? Number(cycleText) : null;

  return (
    <main className="container py-4">
      <div className="row justify-content-center">
        <div className="col-12 col-lg-9 col-xl-8">
          <h1 className="h3">{t('title')}</h1>
          <RuleExplained />
          <LookupForm
            initial={orderId ?? (cycleId !== null ? String(cycleId) : '')}
            onLookup={(value) =>
              setParams(CYCLE_NUMBER.test(value) ? { cycle_id: value } : { order_id: value }, {
                replace: true,
              })
            }
          />
          {orderId ? <OrderCheck orderId={orderId} /> : null}
          {cycleId !== null ? <CycleCheck cycleId={cycleId} /> : null}
          <ManualCheck />
        </div>
      </div>
    </main>
  );
}

export default FairnessPage;
