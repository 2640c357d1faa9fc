/**
 * "just now", "1 minute ago", "12 minutes ago": when a payment was started, said as it was (finding 27: "a few
 * minutes ago" seconds after). Null time (not known in this tab) reads "recently".
 */
export function startedAgo(startedAt: number | null, now: number): string {
  if (startedAt === null) return 'recently';
  const minutes = Math.floor(Math.max(0, now - startedAt) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes === 1) return '1 minute ago';
  if (minutes < 60) return `${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
}
