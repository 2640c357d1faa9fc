import type { FastifyBaseLogger } from 'fastify';
import type { AppDependencies } from '../dependencies';
import { sweepMoneyIn } from '../domain/money-in/sweep';
import { PaymentGatewayError } from '../providers/payments';
import type { JobHandler } from './handlers';

/**
 * Money in by bank transfer (issue #22): every minute, the gateway's missed-webhook log (posted, then cleared),
 * customers' frozen credits asked about again, and the one-time accounts still waiting (paid, or ended once
 * expired). Requery when the buyer's /thank-you verifies is the verify route's (raffle settlement).
 */
export const moneyInSweepJobKind = 'money_in_sweep';
export const moneyInSweepEveryMs = 60_000;

export function moneyInJobHandlers(
  deps: AppDependencies,
  logger: FastifyBaseLogger,
): Record<string, JobHandler> {
  return {
    [moneyInSweepJobKind]: async (_job, now) => {
      const next = new Date(now.getTime() + moneyInSweepEveryMs);
      try {
        const result = await sweepMoneyIn({ ...deps.moneyIn, clock: () => now }, now);
        if (result.postedNow > 0 || result.missedCleared > 0) logger.info(result, 'money in swept');
        return { kind: 'retry', at: next };
      } catch (error) {
        // A gateway that does not answer is tried again next minute; what was done before it stays done.
        if (!(error instanceof PaymentGatewayError)) throw error;
        return { kind: 'retry', at: next, error: error.message };
      }
    },
  };
}
