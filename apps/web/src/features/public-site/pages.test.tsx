import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AboutPage from './about/AboutPage';
import ComingSoonPage from './coming-soon/ComingSoonPage';
import HowItWorksPage from './how-it-works/HowItWorksPage';
import PrivacyPage from './policies/PrivacyPage';
import TermsPage from './policies/TermsPage';
import TeamPage, { teamDelayMs } from './team/TeamPage';
import { renderWithApp } from './test-support';

afterEach(() => {
  vi.useRealTimers();
});

describe('the static public pages', () => {
  it('/about: mission, vision and the three core values', () => {
    renderWithApp(<AboutPage />);
    expect(document.title).toBe('About Us | ChancePay');
    for (const heading of ['Our Mission', 'Our Vision', 'Security', 'Innovation', 'Inclusivity'])
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('/how-it-works: the three steps, three features and the three product buttons', () => {
    renderWithApp(<HowItWorksPage />);
    expect(document.title).toBe('How It Works | ChancePay');
    for (const step of ['Sign Up', 'Verify Your Identity', 'Start Banking'])
      expect(screen.getByRole('heading', { name: new RegExp(`${step}$`) })).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Why people use ChancePay' }).querySelectorAll('h3'),
    ).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Get Cash' })).toHaveAttribute('href', '/get-cash');
    expect(screen.getByRole('link', { name: 'Pay4Me' })).toHaveAttribute('href', '/pay4me');
    expect(screen.getByRole('link', { name: 'On The House' })).toHaveAttribute('href', '/on-the-house');
  });

  it('/terms: the 15 sections in the spec order', () => {
    renderWithApp(<TermsPage />);
    expect(document.title).toBe('Terms and Conditions | ChancePay');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '1. General Terms',
      '2. How It Works',
      '3. Participation Rules',
      '4. Draws and Winnings',
      '5. Your Account',
      '6. Payments',
      '7. Intellectual Property',
      '8. Privacy',
      '9. Limitation of Liability',
      '10. Misuse and Fraud',
      '11. Termination',
      '12. Amendments',
      '13. Disputes and Governing Law',
      '14. Contact',
      '15. Definitions',
    ]);
  });

  it('/privacy: privacy under the NDPA 2023 and a cookies section', () => {
    renderWithApp(<PrivacyPage />);
    expect(document.title).toBe('Privacy Policy | ChancePay');
    expect(screen.getByRole('heading', { name: '7. Your rights' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '9. Cookies and similar storage' })).toBeInTheDocument();
    expect(screen.getAllByText(/Nigeria Data Protection Commission/).length).toBeGreaterThan(0);
  });

  it('/coming-soon: a way back home', () => {
    renderWithApp(<ComingSoonPage />);
    expect(document.title).toBe('Coming Soon | ChancePay');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('/team: a loading state, then six cards with role, image and social links after 2000 ms', () => {
    vi.useFakeTimers();
    renderWithApp(<TeamPage />);
    expect(document.title).toBe('Our Team | ChancePay');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the team...');
    act(() => vi.advanceTimersByTime(teamDelayMs - 1));
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(6);
    for (const card of cards) {
      expect(card.querySelector('svg.team-avatar')).not.toBeNull();
      expect(card.querySelectorAll('a')).toHaveLength(3);
    }
    expect(screen.getByRole('link', { name: 'Adaeze on LinkedIn' })).toBeInTheDocument();
  });
});
