import { adminRequest } from '../api';

/** Compliance's personal-data registers (issue #23 item 9; apps/server/src/http/admin/data-protection-routes.ts). */
export const dataRequestStatuses = ['open', 'answered', 'all'] as const;
export type DataRequestStatus = (typeof dataRequestStatuses)[number];
export const dataRequestKinds = ['access', 'erasure', 'correction'] as const;
export type DataRequestKind = (typeof dataRequestKinds)[number];

export interface DataRequest {
  id: string;
  kind: DataRequestKind;
  source: 'profile' | 'mail';
  user_id: string | null;
  username: string | null;
  requester: string | null;
  details: string | null;
  received_at: string;
  due_at: string;
  /** Whole days left (negative: overdue by that many); null once answered. */
  days_left: number | null;
  overdue: boolean;
  answered_at: string | null;
  answer: string | null;
  answered_by: string | null;
}

export interface Breach {
  id: string;
  description: string;
  found_at: string;
  affected: string;
  measures: string;
  recorded_at: string;
  recorded_by: string;
  notify_by: string;
  hours_left: number | null;
  overdue: boolean;
  regulator_notified_at: string | null;
  subjects_notified_at: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const payloadOf = (body: unknown) => (isRecord(body) && isRecord(body.data) ? body.data : {});
const messageOf = (body: unknown, fallback: string) =>
  isRecord(body) && typeof body.message === 'string' && body.message ? body.message : fallback;

export async function fetchDataRequests(status: DataRequestStatus): Promise<DataRequest[]> {
  const payload = payloadOf(
    await adminRequest('GET', `/compliance/data-requests?status=${status}`, undefined),
  );
  return Array.isArray(payload.requests) ? (payload.requests as DataRequest[]) : [];
}

export async function recordDataRequest(input: {
  kind: DataRequestKind;
  requester: string;
  details: string;
  received_at?: string;
  username?: string;
}): Promise<string> {
  return messageOf(await adminRequest('POST', '/compliance/data-requests', input), 'Recorded.');
}

export async function answerDataRequest(id: string, answer: string): Promise<string> {
  return messageOf(
    await adminRequest('POST', `/compliance/data-requests/${encodeURIComponent(id)}/answer`, { answer }),
    'Marked answered.',
  );
}

export async function fetchBreaches(): Promise<Breach[]> {
  const payload = payloadOf(await adminRequest('GET', '/compliance/breaches', undefined));
  return Array.isArray(payload.breaches) ? (payload.breaches as Breach[]) : [];
}

export async function recordBreach(input: {
  description: string;
  found_at: string;
  affected: string;
  measures: string;
}): Promise<string> {
  return messageOf(await adminRequest('POST', '/compliance/breaches', input), 'Recorded.');
}

export async function markBreachNotified(id: string, who: 'regulator' | 'subjects'): Promise<string> {
  return messageOf(
    await adminRequest('POST', `/compliance/breaches/${encodeURIComponent(id)}/notified`, { who }),
    'Marked.',
  );
}

/** A datetime-local value (Lagos wall time, as typed) as an ISO instant with Lagos's offset. */
export function lagosInputToIso(value: string): string {
  return value ? `${value.length === 16 ? `${value}:00` : value}+01:00` : '';
}
