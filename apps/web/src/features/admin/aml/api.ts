import { ADMIN_API, adminApi, adminPostWithMessage, adminRequest } from '../api';

/**
 * The money-laundering controls' calls (issue #23 item 6; apps/server/src/http/admin/aml-routes.ts and the
 * aml-*-routes.ts beside it). `compliance` acts; `auditor` reads.
 */
export type SubjectType = 'customer' | 'vendor';
export const alertStatuses = ['open', 'in_case', 'dismissed'] as const;
export type AlertStatus = (typeof alertStatuses)[number];
export const caseStatuses = ['open', 'closed', 'reported'] as const;
export type CaseStatus = (typeof caseStatuses)[number];

export interface AmlAlert {
  id: string;
  rule: string;
  subject_type: SubjectType;
  subject_id: string;
  lagos_day: string;
  details: unknown;
  raised_at: string;
  status: AlertStatus;
  case_id: string | null;
}

export interface AmlCase {
  id: string;
  number: string;
  subject_type: SubjectType;
  subject_id: string;
  title: string;
  status: CaseStatus;
  opened_at: string;
  closed_at: string | null;
  closing_reason: string | null;
}

export interface AmlCaseDetail {
  case: AmlCase;
  subject_name: string;
  report: unknown;
  alerts: { id: string; rule: string; lagos_day: string; details: unknown }[];
  documents: {
    id: string;
    file_name: string;
    content_type: string;
    size_bytes: number;
    uploaded_at: string;
  }[];
  holds: {
    id: string;
    account: string;
    placed_at: string;
    lifted_at: string | null;
    lift_reason: string | null;
  }[];
  timeline: { kind: string; text: string; staff_id: string | null; at: string }[];
}

export interface LargeTransaction {
  id: string;
  /** 'phone': a phone wallet's money (a buyer without an account); subject_id is then the phone. */
  subject_type: SubjectType | 'phone';
  subject_id: string;
  lagos_day: string;
  direction: string;
  total_kobo: number;
  entry_count: number;
  threshold_kobo: number;
  filed_at: string | null;
  filing_reference: string | null;
}

const BASE = '/compliance';

/** Most actions answer with a message and no data (adminPostWithMessage would call that malformed). */
async function postForMessage(path: string, body: unknown, fallback: string): Promise<string> {
  const answer = await adminRequest<{ message?: unknown }>('POST', path, body);
  return typeof answer.message === 'string' && answer.message ? answer.message : fallback;
}
const id = (value: string) => encodeURIComponent(value);

export const fetchAlerts = async (status: AlertStatus) =>
  (await adminApi.get<{ alerts: AmlAlert[] }>(`${BASE}/alerts?status=${status}`)).alerts;

export const fetchCases = async (status?: CaseStatus) =>
  (await adminApi.get<{ cases: AmlCase[] }>(`${BASE}/cases${status ? `?status=${status}` : ''}`)).cases;

export const fetchCase = (caseId: string) => adminApi.get<AmlCaseDetail>(`${BASE}/cases/${id(caseId)}`);

export const fetchLargeTransactions = async (unfiledOnly: boolean) =>
  (
    await adminApi.get<{ records: LargeTransaction[] }>(
      `${BASE}/large-transactions${unfiledOnly ? '?unfiled=true' : ''}`,
    )
  ).records;

export const largeTransactionsCsvHref = (unfiledOnly: boolean) =>
  `${ADMIN_API}${BASE}/large-transactions.csv${unfiledOnly ? '?unfiled=true' : ''}`;
export const reportsCsvHref = `${ADMIN_API}${BASE}/reports.csv`;
export const caseDocumentHref = (documentId: string) =>
  `${ADMIN_API}${BASE}/case-documents/${id(documentId)}`;

export const dismissAlert = (alertId: string, reason: string) =>
  postForMessage(`${BASE}/alerts/${id(alertId)}/dismiss`, { reason }, 'The alert is dismissed.');

export const openCase = (input: {
  subject_type: SubjectType;
  subject_id: string;
  title: string;
  alert_ids: string[];
}) => adminPostWithMessage<{ case: AmlCase }>(`${BASE}/cases`, input);

/** The actions on an open case (note, hold, hold/lift, close, report); each answers with a message. */
export const caseAction = (caseId: string, action: string, body: Record<string, string>) =>
  postForMessage(`${BASE}/cases/${id(caseId)}/${action}`, body, 'Done.');

export const markFiled = (recordId: string, reference: string) =>
  postForMessage(`${BASE}/large-transactions/${id(recordId)}/filed`, { reference }, 'Marked filed.');

/** A document's own bytes as the body (JPEG, PNG, PDF; the server reads the type from the bytes). */
export async function uploadDocument(caseId: string, file: File): Promise<string> {
  return postForMessage(
    `${BASE}/cases/${id(caseId)}/documents?file_name=${encodeURIComponent(file.name)}`,
    file,
    'Document added.',
  );
}
