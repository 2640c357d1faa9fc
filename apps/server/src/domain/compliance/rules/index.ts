import type { Executor } from '../../../db/client';
import { raiseAlerts, type RaisedAlert } from '../alerts';
import { oneCardManyPhones } from './cards-and-phones';
import { dormantAccountWakes } from './dormant-account-wakes';
import { manyOrdersOrTopUps } from './many-orders-or-top-ups';
import { moneyInAndOut } from './money-in-and-out';
import type { MonitoringSettings } from './settings';
import { transfersJustUnderLimit } from './transfers-just-under-limit';
import { winSentToThirdParty } from './win-sent-to-third-party';

export type { MonitoringSettings } from './settings';
export {
  dormantAccountWakes,
  manyOrdersOrTopUps,
  moneyInAndOut,
  oneCardManyPhones,
  transfersJustUnderLimit,
  winSentToThirdParty,
};

/** Every rule by the name its alerts carry (DOMAIN.md's list, in its order). */
export const monitoringRules: Record<
  string,
  (db: Executor, now: Date, settings: MonitoringSettings) => Promise<RaisedAlert[]>
> = {
  many_orders_or_top_ups: manyOrdersOrTopUps,
  transfers_just_under_limit: transfersJustUnderLimit,
  money_in_and_out: moneyInAndOut,
  win_sent_to_third_party: winSentToThirdParty,
  one_card_many_phones: oneCardManyPhones,
  dormant_account_wakes: dormantAccountWakes,
};

/**
 * The minute job's work (jobs/compliance-jobs.ts): every rule over its own look-back, alerts recorded once per
 * subject, rule and Lagos day. Returns how many alerts were new, per rule. Runs outside the money's
 * transactions on purpose: the settle path (bench `settle`) gains no statement (bench/RESULTS.md, issue #23).
 */
export async function runMonitoring(
  db: Executor,
  now: Date,
  settings: MonitoringSettings,
): Promise<Record<string, number>> {
  const raised: Record<string, number> = {};
  for (const [rule, check] of Object.entries(monitoringRules))
    raised[rule] = await raiseAlerts(db, rule, await check(db, now, settings), now);
  return raised;
}
