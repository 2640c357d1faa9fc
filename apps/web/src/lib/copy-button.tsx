import { useEffect, useState } from 'react';
import { useMessages } from './i18n/LanguageProvider';
import { uiMessages } from './ui.messages';

export const COPIED_TEXT = uiMessages.en.copied;

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
  /** What is copied, in the reader's language, for the button's name and the fallback's words ("account number"). */
  what: string;
  /** The element showing the text, selected when the clipboard cannot be used. */
  targetId: string;
  className?: string;
}) {
  const t = useMessages(uiMessages);
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = setTimeout(() => setOutcome(null), 4000);
    return () => clearTimeout(timer);
  }, [outcome]);

  async function copy() {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard here');
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      selectTextOf(targetId);
      setOutcome('failed');
    }
  }

  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-2">
      <button
        type="button"
        className={className}
        onClick={() => void copy()}
        aria-label={t('copyWhat', { what })}
      >
        {outcome === 'copied' ? t('copied') : t('copy')}
      </button>
      <span role="status" className="small text-body-secondary">
        {outcome === 'copied' ? t('copied') : outcome === 'failed' ? t('couldNotCopy', { what }) : ''}
      </span>
    </span>
  );
}
