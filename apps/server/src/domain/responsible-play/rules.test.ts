import { describe, expect, it } from 'vitest';
import { ResponsiblePlayError } from './errors';
import {
  changeSpendLimit,
  describeLimitChange,
  extendExclusion,
  noPlaySettings,
  playSettingsAt,
  restrictsBuying,
  type PlaySettings,
  type SpendLimit,
} from './rules';

const HOUR = 60 * 60 * 1000;
const start = new Date('2026-11-21T10:00:00Z');
const at = (hours: number) => new Date(start.getTime() + hours * HOUR);
const limit = (limitKobo: number | null, pending: SpendLimit['pending'] = null): SpendLimit => ({
  limitKobo,
  pending,
});
const withDaily = (daily: SpendLimit): PlaySettings => ({ ...noPlaySettings, daily });

describe('changing a spend limit', () => {
  it('applies a first limit and a decrease at once', () => {
    const first = changeSpendLimit(limit(null), 100_000, start);
    expect(first).toEqual({ limit: limit(100_000), change: { kind: 'applied' } });
    const lower = changeSpendLimit(first.limit, 50_000, at(1));
    expect(lower).toEqual({ limit: limit(50_000), change: { kind: 'applied' } });
  });

  it('applies an increase only 24 hours later, by the injected clock', () => {
    const raised = changeSpendLimit(limit(100_000), 500_000, start);
    expect(raised.change).toEqual({ kind: 'scheduled', effectiveAt: at(24) });
    expect(raised.limit).toEqual(limit(100_000, { limitKobo: 500_000, effectiveAt: at(24) }));
    const settings = withDaily(raised.limit);
    expect(playSettingsAt(settings, at(23.99)).daily).toEqual(raised.limit);
    expect(playSettingsAt(settings, at(24)).daily).toEqual(limit(500_000));
  });

  it('treats removing a limit as an increase', () => {
    const removed = changeSpendLimit(limit(100_000), null, start);
    expect(removed.limit).toEqual(limit(100_000, { limitKobo: null, effectiveAt: at(24) }));
    expect(restrictsBuying(withDaily(removed.limit), at(23))).toBe(true);
    expect(restrictsBuying(withDaily(removed.limit), at(24))).toBe(false);
    expect(describeLimitChange('daily', removed.limit, removed.change)).toBe(
      'Your daily limit of ₦1,000.00 will be removed on 22 November 2026 at 11:00; until then it stays.',
    );
  });

  it('replaces a pending increase with a new request, restarting the 24 hours', () => {
    const small = changeSpendLimit(limit(100_000), 120_000, start).limit;
    const large = changeSpendLimit(small, 900_000, at(20));
    expect(large.limit).toEqual(limit(100_000, { limitKobo: 900_000, effectiveAt: at(44) }));
    expect(playSettingsAt(withDaily(large.limit), at(24)).daily.limitKobo).toBe(100_000);
  });

  it('drops a pending increase when a decrease or the current limit is asked for', () => {
    const pending = changeSpendLimit(limit(100_000), 500_000, start).limit;
    expect(changeSpendLimit(pending, 80_000, at(1))).toEqual({
      limit: limit(80_000),
      change: { kind: 'applied' },
    });
    const kept = changeSpendLimit(pending, 100_000, at(1));
    expect(kept).toEqual({ limit: limit(100_000), change: { kind: 'pending_cancelled' } });
    expect(describeLimitChange('daily', kept.limit, kept.change)).toBe(
      'Your daily limit stays at ₦1,000.00; the increase you asked for is cancelled.',
    );
  });

  it('keeps the time of a pending increase asked for again (a form sent twice)', () => {
    const pending = changeSpendLimit(limit(100_000), 500_000, start).limit;
    expect(changeSpendLimit(pending, 500_000, at(5))).toEqual({
      limit: pending,
      change: { kind: 'unchanged' },
    });
  });

  it('applies a due pending increase before judging a new request', () => {
    const pending = changeSpendLimit(limit(100_000), 500_000, start).limit;
    // 30 hours later the limit is ₦5,000.00; ₦3,000.00 is now a decrease and applies at once.
    expect(changeSpendLimit(pending, 300_000, at(30))).toEqual({
      limit: limit(300_000),
      change: { kind: 'applied' },
    });
  });
});

describe('self-exclusion', () => {
  it('starts for the chosen period and refuses to be shortened, only extended', () => {
    const sixMonths = extendExclusion(noPlaySettings, '6_months', start);
    expect(sixMonths).toEqual(new Date('2027-05-21T10:00:00Z'));
    const excluded: PlaySettings = { ...noPlaySettings, excludedUntil: new Date('2027-11-21T10:00:00Z') };
    expect(restrictsBuying(excluded, start)).toBe(true);
    expect(() => extendExclusion(excluded, '6_months', start)).toThrow(ResponsiblePlayError);
    expect(() => extendExclusion(excluded, '1_year', start)).toThrow(
      'You are already excluded until 21 November 2027. An exclusion cannot be shortened or cancelled; choose a longer period to extend it.',
    );
    expect(extendExclusion(excluded, '5_years', start)).toEqual(new Date('2031-11-21T10:00:00Z'));
    // A day later a new year runs past the old end: an extension.
    expect(extendExclusion(excluded, '1_year', at(24))).toEqual(new Date('2027-11-22T10:00:00Z'));
  });

  it('no longer restricts buying once it has ended', () => {
    const ended: PlaySettings = { ...noPlaySettings, excludedUntil: start };
    expect(restrictsBuying(ended, start)).toBe(false);
    expect(extendExclusion(ended, '6_months', start)).toEqual(new Date('2027-05-21T10:00:00Z'));
  });
});
