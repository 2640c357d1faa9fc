import type { ReactNode } from 'react';

export function Details({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="fairness-details mb-3">
      {rows.map(([label, value]) => (
        <div key={label} className="fairness-row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
