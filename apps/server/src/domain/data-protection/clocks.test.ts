import { describe, expect, it } from 'vitest';
import { breachClock, dataRequestDueAt, requestClock } from './clocks';

const received = new Date('2031-01-01T10:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(received.getTime() + ms);

describe('the 30-day clock of a data request', () => {
  const dueAt = dataRequestDueAt(received);
  it('is due 30 days after it arrived', () => {
    expect(dueAt).toEqual(at(30 * DAY));
  });
  it('counts whole days left, then days overdue', () => {
    const open = { dueAt, answeredAt: null };
    expect(requestClock(open, received)).toEqual({ daysLeft: 30, overdue: false });
    expect(requestClock(open, at(29 * DAY + HOUR))).toEqual({ daysLeft: 1, overdue: false });
    expect(requestClock(open, at(30 * DAY))).toEqual({ daysLeft: 0, overdue: false });
    expect(requestClock(open, at(30 * DAY + HOUR))).toEqual({ daysLeft: 0, overdue: true });
    expect(requestClock(open, at(32 * DAY + HOUR))).toEqual({ daysLeft: -2, overdue: true });
  });
  it('stops once answered, remembering whether the answer was late', () => {
    expect(requestClock({ dueAt, answeredAt: at(3 * DAY) }, at(60 * DAY))).toEqual({
      daysLeft: null,
      overdue: false,
    });
    expect(requestClock({ dueAt, answeredAt: at(31 * DAY) }, at(60 * DAY))).toEqual({
      daysLeft: null,
      overdue: true,
    });
  });
});

describe('the 72-hour clock of a breach', () => {
  it('runs from the recording, and stops when the regulator is told', () => {
    const open = { recordedAt: received, regulatorNotifiedAt: null };
    expect(breachClock(open, received)).toMatchObject({
      deadline: at(72 * HOUR),
      hoursLeft: 72,
      overdue: false,
    });
    expect(breachClock(open, at(71 * HOUR + 1))).toMatchObject({ hoursLeft: 0, overdue: false });
    expect(breachClock(open, at(75 * HOUR))).toMatchObject({ hoursLeft: -3, overdue: true });
    expect(
      breachClock({ recordedAt: received, regulatorNotifiedAt: at(80 * HOUR) }, at(90 * HOUR)),
    ).toMatchObject({
      hoursLeft: null,
      overdue: true,
    });
  });
});
