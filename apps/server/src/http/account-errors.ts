import { AccountError, type AccountErrorKind } from '../domain/users';
import { detailedAppError, translatingRefusals, type ErrorCode } from './errors';

const statusCodeFor: Record<AccountErrorKind, ErrorCode> = {
  invalid: 'bad_request',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  not_found: 'not_found',
  conflict: 'conflict',
  too_many_requests: 'too_many_requests',
  unavailable: 'unavailable',
};

/** Runs domain work, turning an AccountError into the API's error shape (with Retry-After on a 429). */
export function accountCall<T>(work: () => Promise<T>): Promise<T> {
  return translatingRefusals(work, [AccountError], (error) =>
    detailedAppError(statusCodeFor[error.kind], error),
  );
}
