import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useMessages } from '../lib/i18n/LanguageProvider';
import { appMessages } from './app.messages';

/** The way out of a page that failed, in the reader's language (English outside the language provider). */
function PageFailed() {
  const t = useMessages(appMessages);
  return (
    <div className="container py-5 text-center" role="alert">
      <h1 className="h3">{t('pageFailed')}</h1>
      <p>{t('pageFailedHelp')}</p>
      <a className="btn btn-primary" href="/">
        {t('backToHome')}
      </a>
    </div>
  );
}

/** Catches a render error in one part of the page so the rest, and a way out, stay usable. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <PageFailed />;
  }
}
