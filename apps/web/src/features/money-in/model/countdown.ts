import { emptyCatalog, translatorFor, type Translator } from '@chancepay/shared/i18n/messages';
import { useEffect, useState } from 'react';
import { bankTransferMessages } from '../bank-transfer.messages';

type BankTransferTranslator = Translator<typeof bankTransferMessages.en>;
const inEnglish: BankTransferTranslator = translatorFor(bankTransferMessages, emptyCatalog);

/** Whole seconds from `nowMs` until `expiresAt`, never below 0; 0 for a date that does not parse. */
export function secondsLeft(expiresAt: string, nowMs: number): number {
  const expiresMs = Date.parse(expiresAt);
  if (!Number.isFinite(expiresMs)) return 0;
  return Math.max(0, Math.ceil((expiresMs - nowMs) / 1000));
}

/** 125 -> "02:05"; an hour or more stays in minutes ("75:00"), as a bank app's timer would show it. */
export function clockText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

// A screen reader hears the time only at these marks, not every second (it would talk over everything else).
const ANNOUNCED_MARKS_S = [600, 300, 120, 60] as const;

/** What to announce for the time left: the last mark passed, or null while none has been. */
export function countdownAnnouncement(seconds: number, t: BankTransferTranslator = inEnglish): string | null {
  if (seconds <= 0) return t('timeUpAnnounced');
  const mark = [...ANNOUNCED_MARKS_S].reverse().find((limit) => seconds <= limit);
  if (mark === undefined) return null;
  const minutes = mark / 60;
  return t(minutes === 1 ? 'minuteLeft' : 'minutesLeft', { minutes });
}

/** Seconds left until `expiresAt`, ticking each second while mounted. */
export function useSecondsLeft(expiresAt: string, now: () => number = Date.now): number {
  const [left, setLeft] = useState(() => secondsLeft(expiresAt, now()));
  useEffect(() => {
    setLeft(secondsLeft(expiresAt, now()));
    const timer = setInterval(() => setLeft(secondsLeft(expiresAt, now())), 1000);
    return () => clearInterval(timer);
  }, [expiresAt, now]);
  return left;
}
