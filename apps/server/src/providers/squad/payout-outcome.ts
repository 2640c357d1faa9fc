import type { PayoutResult } from '../payments';
import { isRecord, squadErrorMessage, type SquadAnswer } from './squad-http';

/**
 * How Squad's payout answers map to a final outcome (research doc §4). Only answers that say for certain
 * that no money moved become 'failed'; DOMAIN.md forbids reversing a transfer whose outcome is unknown.
 *   400/422  bad request / unprocessed -> failed (except a duplicate reference: the first attempt may have paid)
 *   401/403  credentials refused, nothing was attempted -> failed
 *   412      reversed -> failed (and `reversed`: after a success, the bank sent the money back)
 *   424      "Timeout/failed --- Should re-query" -> unknown
 *   404, 5xx, timeouts, network errors, unreadable bodies -> unknown
 */
export function payoutResultFromTransferAnswer(answer: SquadAnswer, squadReference: string): PayoutResult {
  if (answer.kind === 'unreachable') return { status: 'unknown', message: answer.reason };
  const raw = answer.body;
  const message = squadErrorMessage(answer);
  switch (answer.httpStatus) {
    case 200:
      return { ...payoutResultFromTransferData(raw, squadReference), known: true };
    case 400:
    case 422:
      return looksLikeDuplicateReference(message)
        ? { status: 'unknown', message, raw, known: true }
        : { status: 'failed', message, raw };
    case 401:
    case 403:
      return { status: 'failed', message: `Squad refused the credentials: ${message}`, raw };
    case 412:
      return { status: 'failed', message: `Transfer reversed: ${message}`, raw, known: true, reversed: true };
    case 424:
      // "Timeout/failed --- Should re-query": Squad has the transfer, its outcome is not known yet.
      return { status: 'unknown', message, raw, known: true };
    default:
      return { status: 'unknown', message, raw };
  }
}

/** A re-query is final only when it says so; "not found" may just mean the transfer is not recorded yet. */
export function payoutResultFromRequeryAnswer(answer: SquadAnswer, squadReference: string): PayoutResult {
  if (answer.kind === 'unreachable') return { status: 'unknown', message: answer.reason };
  const raw = answer.body;
  if (answer.httpStatus === 200) return { ...payoutResultFromTransferData(raw, squadReference), known: true };
  if (answer.httpStatus === 412)
    return {
      status: 'failed',
      message: `Transfer reversed: ${squadErrorMessage(answer)}`,
      raw,
      known: true,
      reversed: true,
    };
  if (answer.httpStatus === 404)
    return { status: 'unknown', message: squadErrorMessage(answer), notFound: true, raw };
  return { status: 'unknown', message: squadErrorMessage(answer), raw };
}

/**
 * Squad's advice: "do not depend only on the status code returned ... ensure the nip_transaction_reference
 * returned a session ID". A `transaction_status` (seen on the transfer list, not documented for requery)
 * wins when present.
 */
function payoutResultFromTransferData(raw: unknown, squadReference: string): PayoutResult {
  const data = isRecord(raw) && isRecord(raw.data) ? raw.data : null;
  if (!isRecord(raw) || raw.success === false || data === null) {
    return { status: 'unknown', message: 'Squad answered 200 without transfer details; re-query', raw };
  }
  if (typeof data.transaction_reference === 'string' && data.transaction_reference !== squadReference) {
    return {
      status: 'unknown',
      message: `Squad answered for another reference (${data.transaction_reference})`,
      raw,
    };
  }
  const description = typeof data.response_description === 'string' ? data.response_description : null;

  if (typeof data.transaction_status === 'string') {
    const status = data.transaction_status.trim().toLowerCase();
    if (status === 'success' || status === 'successful')
      return { status: 'success', message: description ?? 'Success', raw };
    if (status === 'reversed')
      return { status: 'failed', message: description ?? 'Transfer reversed', raw, reversed: true };
    if (status === 'failed') return { status: 'failed', message: description ?? 'Transfer failed', raw };
    return { status: 'unknown', message: description ?? `Transfer ${status}`, raw };
  }
  const sessionId = data.nip_transaction_reference;
  if (typeof sessionId === 'string' && sessionId.trim() !== '')
    return { status: 'success', message: description ?? 'Success', raw };
  return { status: 'unknown', message: 'Squad gave no NIP session id for the transfer; re-query', raw };
}

function looksLikeDuplicateReference(message: string): boolean {
  return /duplicate|already (been )?(used|exists?|processed)/i.test(message);
}
