import { formatNaira } from '@chancepay/shared/money';
import type { ReactNode } from 'react';
import { RichMessage, useMessages } from '../../../lib/i18n';
import { useOrderRecord, type OrderRecord } from '../api/fairness-records';
import { checkDraw, type DrawCheck } from '../model/check-draw';
import { fairnessMessages } from '../fairness.messages';
import { known, strong } from './words';
import { Computation } from './Computation';
import { Details } from './Details';
import { LoadState } from './LoadState';

export function OrderCheck({ orderId }: { orderId: string }) {
  const t = useMessages(fairnessMessages);
  const record = useOrderRecord(orderId);
  return (
    <section className="mb-4" aria-labelledby="order-check-title">
      <h2 id="order-check-title" className="h5">
        {t('orderTitle', { orderId })}
      </h2>
      <LoadState isPending={record.isPending} error={record.error} />
      {record.data ? <OrderCheckResult order={record.data} /> : null}
    </section>
  );
}

function OrderCheckResult({ order }: { order: OrderRecord }) {
  const t = useMessages(fairnessMessages);
  const check = order.serverSeed
    ? checkDraw(
        {
          serverSeedHex: order.serverSeed,
          cycleId: order.cycleId,
          orderSeq: order.orderSeq,
          clientSeedHex: order.clientSeed,
          tickets: order.tickets,
          ticketPriceKobo: order.ticketPriceKobo,
          payoutRatioBps: order.payoutRatioBps,
          prizeKobo: order.prizeKobo,
        },
        order.serverSeedHash,
      )
    : null;
  return (
    <>
      <Details
        rows={[
          [t('raffleCycle'), String(order.cycleId)],
          [t('orderNumber'), String(order.orderSeq)],
          [t('tickets'), String(order.tickets)],
          [t('odds'), order.odds || '—'],
          [t('prize'), formatNaira(order.prizeKobo)],
          [t('clientSeed'), <code key="c">{order.clientSeed}</code>],
          [t('serverSeedHash'), <code key="h">{order.serverSeedHash}</code>],
          [t('serverSeed'), order.serverSeed ? <code key="s">{order.serverSeed}</code> : t('stillSecret')],
          [t('recordedResult'), order.outcome ? t(order.outcome) : t('notDrawn')],
        ]}
      />
      {check ? (
        <OrderVerdict check={check} outcome={order.outcome} />
      ) : (
        <div className="alert alert-info" role="status">
          {t('orderSeedSecret', { cycleId: order.cycleId })}
        </div>
      )}
    </>
  );
}

function OrderVerdict({ check, outcome }: { check: DrawCheck; outcome: 'won' | 'lost' | null }) {
  const t = useMessages(fairnessMessages);
  if (!check.draw) {
    return (
      <div className="alert alert-danger" role="alert">
        {t('cannotRecompute', { problem: known(t, check.problem ?? '') })}
      </div>
    );
  }
  const recomputed = check.draw.won ? 'won' : 'lost';
  let verdict: ReactNode;
  if (!check.commitmentMatches) {
    verdict = (
      <div className="alert alert-danger" role="alert">
        <RichMessage text={t('orderSeedDiffers')} parts={strong} />
      </div>
    );
  } else if (outcome === null) {
    verdict = (
      <div className="alert alert-info" role="status">
        {t(recomputed === 'won' ? 'notDrawnWouldWin' : 'notDrawnWouldLose')}
      </div>
    );
  } else if (outcome === recomputed) {
    verdict = (
      <div className="alert alert-success" role="status">
        <RichMessage text={t('orderMatches', { result: t(outcome) })} parts={strong} />
      </div>
    );
  } else {
    verdict = (
      <div className="alert alert-danger" role="alert">
        <RichMessage
          text={t(recomputed === 'won' ? 'orderDiffersWon' : 'orderDiffersLost', { result: t(outcome) })}
          parts={strong}
        />
      </div>
    );
  }
  return (
    <>
      {verdict}
      <Computation check={check} />
    </>
  );
}
