/** An identity number as the customer and staff may see it: the last four digits, the rest starred. */
export function maskedNumber(last4: string | null, length = 11): string | null {
  if (!last4) return null;
  return `${'*'.repeat(Math.max(0, length - last4.length))}${last4}`;
}
