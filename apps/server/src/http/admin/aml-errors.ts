import { ComplianceError } from '../../domain/compliance';
import { AccountError } from '../../domain/users';
import { AppError, type ErrorCode } from '../errors';

const statusOf: Record<ComplianceError['kind'], ErrorCode> = {
  invalid: 'bad_request',
  not_found: 'not_found',
  conflict: 'conflict',
  forbidden: 'forbidden',
};

/** Runs compliance work, turning its refusals into the API's error shape. */
export async function complianceCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ComplianceError) throw new AppError(statusOf[error.kind], error.message);
    throw error;
  }
}

/** Inside an approval's execute: a refusal keeps the request pending, with the message for the approver. */
export async function complianceApprovalCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ComplianceError)
      throw new AccountError(error.kind === 'not_found' ? 'not_found' : 'conflict', error.message);
    throw error;
  }
}
