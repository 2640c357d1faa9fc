import { usePageTitle } from '../../lib/page-title';

export function HomePage() {
  usePageTitle();
  return (
    <main className="container py-5">
      <h1>ChancePay</h1>
      <p className="lead">
        Buy a ticket for an instant, provably fair chance to win cash or have a shop paid for you.
      </p>
    </main>
  );
}

export default HomePage;
