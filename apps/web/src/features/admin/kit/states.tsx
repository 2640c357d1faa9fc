import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { errorMessage } from '../api';

/** Loading, in words beside the spinner: "Loading cycles…" (a bare spinner says nothing to a screen reader). */
export function LoadingState({ what }: { what: string }) {
  return (
    <div className="d-flex align-items-center gap-2 text-body-secondary py-2" role="status">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span>Loading {what}…</span>
    </div>
  );
}

/** A failed load: what failed, the server's words, and a way to try again. */
export function ErrorState({ what, error, onRetry }: { what: string; error: unknown; onRetry?(): void }) {
  return (
    <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2">
      <span>
        Could not load {what}: {errorMessage(error)}
      </span>
      {onRetry && (
        <Button size="sm" variant="outline-danger" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert>
  );
}

/** Nothing to show, said in words (what is missing, and often what to do). */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="text-body-secondary mb-0 p-2 admin-empty">{children}</p>;
}

/** One query's three states before its content: loading, failed, or the content. */
export function QueryState({
  what,
  loading,
  error,
  onRetry,
  children,
}: {
  what: string;
  loading: boolean;
  error: unknown;
  onRetry?(): void;
  children: ReactNode;
}) {
  if (error) return <ErrorState what={what} error={error} onRetry={onRetry} />;
  if (loading) return <LoadingState what={what} />;
  return <>{children}</>;
}

/**
 * A query's waiting and failure marks above what it shows: a bare spinner (named for screen readers by
 * `label`) while it loads, the server's words in red when it failed.
 */
export function PendingOrFailed({
  query,
  label,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown };
  label?: string;
}) {
  return (
    <>
      {query.isPending && <Spinner animation="border" role="status" aria-label={label} />}
      {query.isError && <Alert variant="danger">{errorMessage(query.error)}</Alert>}
    </>
  );
}
