import { useEffect, useState } from 'react';

export const COPIED_TEXT = 'Copied';

/** Selects the text of an element, so "Copy" in the phone's own menu is one tap away. */
function selectTextOf(elementId: string): void {
  const element = document.getElementById(elementId);
  const selection = window.getSelection();
  if (element && selection) selection.selectAllChildren(element);
}

/**
 * Copies `text` (an account number) to the clipboard and says so in a live region. Where the clipboard is
 * missing or refused (an old Android browser, a page not on https), the number is selected instead and the
 * person is told how to copy it themselves: the button never leaves them with nothing.
 */
export function CopyButton({
  text,
  what,
  targetId,
  className = 'btn btn-outline-primary',
}: {
  text: string;
  /** What is copied, for the button's name and the fallback's words ("account number"). */
  what: string;
  /** The element showing the text, selected when the clipboard cannot be used. */
  targetId: string;
  className?: string;
}) {
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (said !== COPIED_TEXT) return;
    const timer = setTimeout(() => setSaid(''), 4000);
    return () => clearTimeout(timer);
  }, [said]);

  async function copy() {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard here');
      await navigator.clipboard.writeText(text);
      setSaid(COPIED_TEXT);
    } catch {
      selectTextOf(targetId);
      setSaid(`Could not copy here. The ${what} is selected: press and hold it, then choose Copy.`);
    }
  }

  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-2">
      <button type="button" className={className} onClick={() => void copy()} aria-label={`Copy ${what}`}>
        {said === COPIED_TEXT ? COPIED_TEXT : 'Copy'}
      </button>
      <span role="status" className="small text-body-secondary">
        {said}
      </span>
    </span>
  );
}
