import { Component, type ErrorInfo, type ReactNode } from 'react';

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
    return (
      <div className="container py-5 text-center" role="alert">
        <h1 className="h3">Something went wrong on this page</h1>
        <p>Your money is safe. Reload the page, or go back to the home page and try again.</p>
        <a className="btn btn-primary" href="/">
          Back to Home
        </a>
      </div>
    );
  }
}
