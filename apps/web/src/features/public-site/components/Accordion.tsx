import { useId, useState, type ReactNode } from 'react';

export interface AccordionSection {
  title: string;
  body: ReactNode;
}

/**
 * Bootstrap's accordion look with the WAI-ARIA accordion pattern: each heading holds a button with
 * aria-expanded that shows or hides its region. Sections open independently, so a reader can compare two.
 * Written here rather than taken from react-bootstrap (6 KiB gzip with its transition code) because the
 * home page's FAQ ships in the entry chunk.
 */
export function Accordion({
  sections,
  headingLevel = 3,
  className = '',
}: {
  sections: readonly AccordionSection[];
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const Heading = `h${headingLevel}` as const;
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  return (
    <div className={`accordion ${className}`}>
      {sections.map((section, index) => {
        const expanded = open.has(index);
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div className="accordion-item" key={section.title}>
            <Heading className="accordion-header">
              <button
                id={buttonId}
                type="button"
                className={`accordion-button${expanded ? '' : ' collapsed'}`}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
              >
                {section.title}
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded}>
              <div className="accordion-body">{section.body}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
