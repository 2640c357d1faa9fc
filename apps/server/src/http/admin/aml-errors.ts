import { ComplianceError } from '../../domain/compliance';
import { AccountError } from '../../domain/users';
import { AppError, type ErrorCode, translatingRefusals } from '../errors';

const statusOf: Record<ComplianceError['kind'], ErrorCode> = {
  invalid: 'bad_request',
  not_found: 'not_found',
  conflict: 'conflict',
  forbidden: 'forbidden',
};

/** Runs compliance work, turning its refusals into the API's error shape. */
export function complianceCall<T>(work: () => Promise<T>): Promise<T> {
  return translatingRefusals(
    work,
    [ComplianceError],
    (error) => new AppError(statusOf[error.kind], error.message),
  );
}

/** Inside an approval's execute: a refusal keeps the request pending, with the message for the approver. */
export function complianceApprovalCall<T>(work: () => Promise<T>): Promise<T> {
  return translatingRefusals(
    work,
    [ComplianceError],
    (error) => new AccountError(error.kind === 'not_found' ? 'not_found' : 'conflict', error.message),
  );
}
