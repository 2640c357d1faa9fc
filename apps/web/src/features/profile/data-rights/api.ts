import { apiClient, downloadFile } from '../../../lib/api-client';

/** Issue #23 item 8: the customer's data download and closing of their account. */
export const DATA_EXPORT_PATH = '/api/user/data-export';
export const STATEMENT_PATH = '/api/user/data-export/statement.csv';
export const CLOSE_ACCOUNT_PATH = '/api/user/close-account';

export function downloadMyData(): Promise<string> {
  return downloadFile(DATA_EXPORT_PATH);
}

export function downloadStatement(account: 'wallet' | 'held'): Promise<string> {
  return downloadFile(STATEMENT_PATH, { account });
}

export interface ClosedAccount {
  message: string;
}

export async function closeMyAccount(password: string): Promise<ClosedAccount> {
  const body = await apiClient.post<{ message: string }>(CLOSE_ACCOUNT_PATH, { password });
  return { message: body.message };
}
