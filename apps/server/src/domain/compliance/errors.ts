/** A refusal of the compliance domain that staff can act on; http/admin/compliance-errors.ts maps `kind`. */
export type ComplianceErrorKind = 'invalid' | 'not_found' | 'conflict' | 'forbidden';

export class ComplianceError extends Error {
  override readonly name = 'ComplianceError';

  constructor(
    readonly kind: ComplianceErrorKind,
    message: string,
  ) {
    super(message);
  }
}
