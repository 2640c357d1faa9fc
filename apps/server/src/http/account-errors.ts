import { AccountError, type AccountErrorKind } from '../domain/users';
import { AppError, type ErrorCode } from './errors';

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
export async function accountCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    const { field, retryAfterSeconds } = error.details;
    throw new AppError(
      statusCodeFor[error.kind],
      error.text,
      field ? [{ field, message: error.text }] : undefined,
      retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined,
    );
  }
}
