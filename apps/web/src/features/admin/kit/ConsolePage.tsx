import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { usePageTitle } from '../../../lib/page-title';
import { QueryState } from './states';

/**
 * The frame of every console screen: the heading with the screen's main actions (wrapping under it on a
 * phone), then the content, in a box that never makes the page wider than the window (admin.scss
 * `.admin-page`: a wide table scrolls inside its own frame; long ids and codes break).
 */
export function ConsolePage({
  title,
  documentTitle,
  actions,
  before,
  children,
}: {
  title: ReactNode;
  /** The browser tab's title, when the heading is not plain text or says more. */
  documentTitle?: string;
  actions?: ReactNode;
  /** Above the heading (a link back to the list). */
  before?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(documentTitle ?? (typeof title === 'string' ? title : 'Console'));
  return (
    <div className="admin-page">
      {before}
      <div className="admin-page-header d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h4 mb-0">{title}</h1>
        {actions && <div className="d-flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </div>
  );
}

/**
 * A screen before its one query has answered: the same frame (title, link back) with "Loading …" or what
 * failed, in place of the content.
 */
export function ConsolePageLoading({
  title,
  documentTitle,
  before,
  what,
  query,
}: {
  title: ReactNode;
  documentTitle?: string;
  before?: ReactNode;
  /** What is loading, after "Loading" and "Could not load": "the order". */
  what: string;
  query: { isPending: boolean; error: unknown };
}) {
  return (
    <ConsolePage title={title} documentTitle={documentTitle} before={before}>
      <QueryState what={what} loading={query.isPending} error={query.error}>
        {null}
      </QueryState>
    </ConsolePage>
  );
}

/** The filters above a table: they wrap onto more lines rather than widen the page. */
export function FilterBar({ children, label = 'Filters' }: { children: ReactNode; label?: string }) {
  return (
    <div
      className="admin-filter-bar d-flex flex-wrap gap-2 align-items-end mb-2"
      role="group"
      aria-label={label}
    >
      {children}
    </div>
  );
}

/** The confirmation of an action (a server's message), dismissible; `admin-notice` is what tests find. */
export function Notice({
  notice,
  onClose,
  variant = 'success',
}: {
  notice: ReactNode | null;
  onClose(): void;
  variant?: 'success' | 'warning';
}) {
  if (!notice) return null;
  return (
    <Alert variant={variant} dismissible onClose={onClose} data-testid="admin-notice">
      {notice}
    </Alert>
  );
}

/** A Notice in a live region that stays on the page, so a screen reader says the message when it appears. */
export function LiveNotice({ notice, onClose }: { notice: ReactNode | null; onClose(): void }) {
  return (
    <div aria-live="polite">
      <Notice notice={notice} onClose={onClose} />
    </div>
  );
}
