import { describe, expect, it } from 'vitest';
import { clockText, countdownAnnouncement, secondsLeft } from './countdown';

describe('the transfer countdown', () => {
  const now = Date.parse('2027-05-21T13:00:00Z');

  it('counts whole seconds to the expiry, never below zero', () => {
    expect(secondsLeft('2027-05-21T13:30:00Z', now)).toBe(1800);
    expect(secondsLeft('2027-05-21T13:00:00.400Z', now)).toBe(1);
    expect(secondsLeft('2027-05-21T12:59:00Z', now)).toBe(0);
    expect(secondsLeft('not a date', now)).toBe(0);
  });

  it('shows mm:ss, staying in minutes past an hour', () => {
    expect(clockText(1800)).toBe('30:00');
    expect(clockText(125)).toBe('02:05');
    expect(clockText(9)).toBe('00:09');
    expect(clockText(4500)).toBe('75:00');
  });

  it('announces only at the 10, 5, 2 and 1 minute marks and at the end', () => {
    expect(countdownAnnouncement(1800)).toBeNull();
    expect(countdownAnnouncement(601)).toBeNull();
    expect(countdownAnnouncement(600)).toBe('10 minutes left to send the transfer.');
    expect(countdownAnnouncement(299)).toBe('5 minutes left to send the transfer.');
    expect(countdownAnnouncement(90)).toBe('2 minutes left to send the transfer.');
    expect(countdownAnnouncement(59)).toBe('1 minute left to send the transfer.');
    expect(countdownAnnouncement(0)).toBe('Time is up for this account number.');
  });
});
