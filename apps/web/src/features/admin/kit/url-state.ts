import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A console view's state in the URL (filters, sort, page), so a link reproduces the view and Back undoes a
 * filter. `prefix` keeps two tables on one screen apart (`orders.page`, `statement.page`). An empty value or
 * the default is left out of the URL; changing a filter goes back to the first page.
 */
export function useUrlFilters<Filters extends Record<keyof Filters, string>>(
  defaults: Filters,
  prefix = '',
): [Filters, (changes: Partial<Filters>, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const serialised = params.toString();
  const values = useMemo(() => {
    const read = new URLSearchParams(serialised);
    const result: Record<string, string> = { ...defaults };
    for (const key of Object.keys(defaults)) {
      const value = read.get(prefix + key);
      if (value !== null) result[key] = value;
    }
    return result as Filters;
    // The defaults are a literal per render; their content is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serialised, prefix, JSON.stringify(defaults)]);
  const setFilters = useCallback(
    (changes: Partial<Filters>, options: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes as Record<string, string | undefined>)) {
            const text = (value ?? '').trim();
            if (!text || text === (defaults as Record<string, string>)[key]) next.delete(prefix + key);
            else next.set(prefix + key, text);
          }
          next.delete(`${prefix}page`);
          return next;
        },
        // A box filtering as one types replaces the entry rather than leave one per keystroke for Back.
        { replace: options.replace ?? false },
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setParams, prefix, JSON.stringify(defaults)],
  );
  return [values, setFilters];
}

/** One URL value without the filter rules (the sort and page of a table). */
export function useUrlValue(name: string): [string | null, (value: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name);
  const setValue = useCallback(
    (next: string | null) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next === null || next === '') updated.delete(name);
        else updated.set(name, next);
        return updated;
      }),
    [setParams, name],
  );
  return [value, setValue];
}

/** The filters as a query string for the API (`?a=1&b=2`, or '' when none is set). */
export function apiQuery(filters: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value && value.trim()) params.set(key, value.trim());
  const text = params.toString();
  return text ? `?${text}` : '';
}
