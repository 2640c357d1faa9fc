import type { ReactNode } from 'react';

/** One card of the Profile: its heading (what the section is labelled by), a line saying what it is for, then its content. */
export function ProfileSection({
  name,
  anchor,
  className,
  title,
  intro,
  children,
}: {
  /** Names the heading's id, `${name}-title`. */
  name: string;
  /** The section's own id, for links to it. */
  anchor?: string;
  /** Classes besides the card's. */
  className?: string;
  title: ReactNode;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${name}-title`}
      className={className ? `card mt-4 ${className}` : 'card mt-4'}
      id={anchor}
    >
      <div className="card-body">
        <h2 id={`${name}-title`} className="h5 mb-1">
          {title}
        </h2>
        <p className="text-body-secondary small">{intro}</p>
        {children}
      </div>
    </section>
  );
}
