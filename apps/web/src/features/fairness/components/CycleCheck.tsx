import { verifySeedCommitment } from '@chancepay/shared/draw';
import { formatNaira } from '@chancepay/shared/money';
import { RichMessage, useMessages } from '../../../lib/i18n';
import { useCycleRecord, type CycleRecord } from '../api/fairness-records';
import { fairnessMessages } from '../fairness.messages';
import { strong } from './words';
import { Details } from './Details';
import { LoadState } from './LoadState';

export function CycleCheck({ cycleId }: { cycleId: number }) {
  const t = useMessages(fairnessMessages);
  const record = useCycleRecord(cycleId);
  return (
    <section className="mb-4" aria-labelledby="cycle-check-title">
      <h2 id="cycle-check-title" className="h5">
        {t('cycleTitle', { cycleId })}
      </h2>
      <LoadState isPending={record.isPending} error={record.error} />
      {record.data ? <CycleCheckResult cycle={record.data} /> : null}
    </section>
  );
}

function CycleCheckResult({ cycle }: { cycle: CycleRecord }) {
  const t = useMessages(fairnessMessages);
  const commitment = cycle.serverSeed ? verifySeedCommitment(cycle.serverSeed, cycle.serverSeedHash) : null;
  return (
    <>
      <Details
        rows={[
          [t('status'), cycle.status],
          [t('ticketPrice'), formatNaira(cycle.ticketPriceKobo)],
          [t('prize'), formatNaira(cycle.winnableKobo)],
          [t('payoutRatio'), `${(cycle.payoutRatioBps / 100).toFixed(2)}%`],
          [t('prizeBudget'), formatNaira(cycle.prizeBudgetKobo)],
          [t('budgetLeft'), formatNaira(cycle.prizeBudgetRemainingKobo)],
          [
            t('prizesPaid'),
            t('prizesPaidValue', { amount: formatNaira(cycle.prizesPaidKobo), count: cycle.winnerCount }),
          ],
          [t('orders'), String(cycle.orderCount)],
          [t('serverSeedHash'), <code key="h">{cycle.serverSeedHash}</code>],
          [t('serverSeed'), cycle.serverSeed ? <code key="s">{cycle.serverSeed}</code> : t('stillSecret')],
        ]}
      />
      {commitment === null ? (
        <div className="alert alert-info" role="status">
          {t('cycleSeedSecret')}
        </div>
      ) : commitment ? (
        <div className="alert alert-success" role="status">
          <RichMessage text={t('cycleMatches')} parts={strong} />
        </div>
      ) : (
        <div className="alert alert-danger" role="alert">
          <RichMessage text={t('cycleDiffers')} parts={strong} />
        </div>
      )}
      {cycle.orders.length > 0 ? (
        <div className="table-responsive fairness-log">
          <table className="table table-sm">
            <caption>{t('orderLog')}</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('phone')}</th>
                <th scope="col">{t('tickets')}</th>
                <th scope="col">{t('status')}</th>
                <th scope="col">{t('result')}</th>
              </tr>
            </thead>
            <tbody>
              {cycle.orders.map((line) => (
                <tr key={line.orderSeq}>
                  <td>{line.orderSeq}</td>
                  <td>{line.phone}</td>
                  <td>{line.tickets}</td>
                  <td>{line.status}</td>
                  <td>{line.outcome ? t(line.outcome) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
