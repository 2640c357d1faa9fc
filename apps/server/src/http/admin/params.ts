import { AppError } from '../errors';
import { UUID_PATTERN } from '../uuid';

/** The `:id` of a console route, lower-cased; a malformed one is a 404 (no such thing), never a 500. */
export function idParam(params: unknown, what = 'record'): string {
  const id = (params as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'string' || !UUID_PATTERN.test(id)) throw new AppError('not_found', `No such ${what}.`);
  return id.toLowerCase();
}
