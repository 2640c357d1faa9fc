import type { ReactNode } from 'react';

/** The frame of the sign-in, sign-up and reset pages: one card in the middle of the page, under its heading. */
export function AuthPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <main id="main" className="container py-5 auth-page">
      <div className="card shadow-sm mx-auto auth-card">
        <div className="card-body p-4">
          <h1 className="h3 mb-3">{title}</h1>
          {children}
        </div>
      </div>
    </main>
  );
}
