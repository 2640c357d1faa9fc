import { ApiError } from './api-client';

/**
 * The server's message for each field it named in a 400 answer (`errors: [{ field, message }]`), the first
 * one per field, so a form can show each beside its field.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const body = error.body as { errors?: unknown } | null;
  const errors: Record<string, string> = {};
  if (!Array.isArray(body?.errors)) return errors;
  for (const entry of body.errors as { field?: unknown; message?: unknown }[]) {
    if (typeof entry?.field === 'string' && typeof entry.message === 'string')
      errors[entry.field] ??= entry.message;
  }
  return errors;
}
