import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/**
 * A navigation dropdown in Bootstrap's look, built as the WAI-ARIA disclosure pattern: a button with
 * aria-expanded showing a list of links. It replaces react-bootstrap's Dropdown, whose Popper and
 * @restart/ui code (about 16 KiB gzip) would spend an eighth of the home page's JS budget on one menu.
 * Keyboard: Enter/Space toggle, ArrowDown opens onto the first item, arrows/Home/End move between items,
 * Escape closes and returns focus to the button, Tab out closes.
 */
export function DropdownMenu({
  label,
  children,
  toggleClassName = 'nav-link dropdown-toggle',
  menuClassName = 'dropdown-menu-end',
}: {
  label: ReactNode;
  /** `<li>` items, usually `<li><Link className="dropdown-item" ...></li>`. */
  children: ReactNode;
  toggleClassName?: string;
  menuClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleId = useId();
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const focusFirstOnOpen = useRef(false);

  const items = () =>
    Array.from(
      container.current?.querySelectorAll<HTMLElement>('.dropdown-menu a, .dropdown-menu button') ?? [],
    );

  useEffect(() => {
    if (!open) return;
    if (focusFirstOnOpen.current) items()[0]?.focus();
    focusFirstOnOpen.current = false;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      toggle.current?.focus();
      return;
    }
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    if (!open) {
      focusFirstOnOpen.current = true;
      setOpen(true);
      return;
    }
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const last = list.length - 1;
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : event.key === 'ArrowDown'
            ? current >= last
              ? 0
              : current + 1
            : current <= 0
              ? last
              : current - 1;
    list[next]?.focus();
  }

  return (
    <div
      ref={container}
      className="dropdown"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Focus moving to something outside (Tab) closes; a click elsewhere is the pointerdown listener's job.
        const next = event.relatedTarget as Node | null;
        if (next && !container.current?.contains(next)) setOpen(false);
      }}
      onClick={(event) => {
        // Following a link in the menu closes it.
        if ((event.target as HTMLElement).closest('.dropdown-menu a')) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        id={toggleId}
        type="button"
        className={toggleClassName}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      {/* data-bs-popper="static" selects Bootstrap's CSS positioning, so no Popper is needed. */}
      <ul
        id={menuId}
        // Named by its button ("Products"), so the open menu is found as that list.
        aria-labelledby={toggleId}
        className={`dropdown-menu ${menuClassName}${open ? ' show' : ''}`}
        data-bs-popper="static"
      >
        {children}
      </ul>
    </div>
  );
}
