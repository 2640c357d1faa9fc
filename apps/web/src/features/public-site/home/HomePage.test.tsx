import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cycle, installFakeServer, productsAnswer, renderWithApp, setWindowWidth } from '../test-support';
import { HomePage } from './HomePage';
import { isolateSessionBetweenTests } from '../../../test/isolate-session';

isolateSessionBetweenTests();
beforeEach(() => {
  setWindowWidth(1280);
});

function tileClasses() {
  return within(screen.getByRole('list', { name: 'Raffle products' }))
    .getAllByRole('listitem')
    .map((item) => item.className);
}

describe('the home hero (spec section 2, Home)', () => {
  it("says 'Please wait, loading services...' while loading and 'No services available.' when empty", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    installFakeServer({ actionAnswers: [productsAnswer([])] });
    renderWithApp(<HomePage />);
    expect(screen.getByText('Please wait, loading services...')).toBeInTheDocument();
    expect(await screen.findByText('No services available.')).toBeInTheDocument();
    expect(document.title).toBe('ChancePay');
  });

  it.each([
    [1, 'col-12'],
    [2, 'col-6'],
    [3, 'col-4'],
    [5, 'col-4'],
  ])('lays %i products out as %s tiles linking to their pages', async (count, column) => {
    const cycles = Array.from({ length: count }, (_, index) =>
      cycle(10 + index, [[index + 1, `Type ${index + 1}`]]),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    installFakeServer({ actionAnswers: [productsAnswer(cycles)] });
    renderWithApp(<HomePage />);
    await screen.findByRole('list', { name: 'Raffle products' });
    expect(tileClasses()).toEqual(Array(count).fill(column));
    const first = within(screen.getByRole('list', { name: 'Raffle products' })).getAllByRole('link')[0];
    expect(first).toHaveAttribute('href', '/get-cash?raffle_cycle_id=10&raffle_type_id=1');
  });

  it('chooses the mobile variant below 768 px: compact tiles with the ticket price and the odds of one ticket', async () => {
    setWindowWidth(767);
    const getCash = { ...cycle(10, [[1, 'Get Cash']], '50000.00'), payout_ratio_bps: 7000 };
    installFakeServer({ actionAnswers: [productsAnswer([getCash])] });
    renderWithApp(<HomePage />);
    const tile = await screen.findByRole('link', { name: /Get Cash/ });
    expect(tile).toHaveClass('product-tile-compact');
    expect(tile).toHaveTextContent('Win ₦50,000.00');
    // Issue #27, finding 18: price and odds are the first question, on a phone as on a desktop.
    expect(tile).toHaveTextContent('₦250.00 a ticket');
    expect(tile).toHaveTextContent('Odds 1 in 286');
  });

  it('adds the prize after tax beside "Win ₦..." where the winner bears the winnings tax, not where ChancePay does', async () => {
    const getCash = {
      ...cycle(10, [[1, 'Get Cash']], '50000.00'),
      associated_types: [
        {
          raffle_type_id: 1,
          raffle_type: 'Get Cash',
          winnings_tax_borne_by: 'winner',
          winnable_amount_after_tax: '47500.00',
        },
      ],
    };
    const pay4Me = {
      ...cycle(11, [[2, 'Pay4Me']], '20000.00'),
      associated_types: [
        {
          raffle_type_id: 2,
          raffle_type: 'Pay4Me',
          winnings_tax_borne_by: 'operator',
          winnable_amount_after_tax: '20000.00',
        },
      ],
    };
    installFakeServer({ actionAnswers: [productsAnswer([getCash, pay4Me])] });
    renderWithApp(<HomePage />);
    const tile = await screen.findByRole('link', { name: /Get Cash/ });
    expect(tile).toHaveTextContent('Win ₦50,000.00(₦47,500.00 after tax)');
    expect(screen.getByRole('link', { name: /Pay4Me/ })).not.toHaveTextContent('after tax');
  });

  it('says the customer video is coming while none is configured, and offers it once it is', async () => {
    installFakeServer({ actionAnswers: [productsAnswer([])] });
    const section = () => screen.getByRole('region', { name: 'Hear it from our customers' });
    const { unmount } = renderWithApp(<HomePage />);
    expect(await within(section()).findByText(/Our customer video is coming soon/)).toBeInTheDocument();
    unmount();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ success: true, data: { testimonial_video_url: 'https://videos.example.com/c.mp4' } }),
      ),
    );
    renderWithApp(<HomePage />);
    expect(await within(section()).findByText(/^A short video of people/)).toBeInTheDocument();
  });

  it('shows the full tiles from 768 px up', async () => {
    setWindowWidth(768);
    installFakeServer({ actionAnswers: [productsAnswer([cycle(10, [[1, 'Get Cash']])])] });
    renderWithApp(<HomePage />);
    const tile = await screen.findByRole('link', { name: /Get Cash/ });
    expect(tile).not.toHaveClass('product-tile-compact');
    expect(tile).toHaveTextContent('₦250.00 a ticket');
  });
});

describe('the rest of the home page (spec section 1)', () => {
  it('has the About block, What We Offer and three FAQ questions at #faq', async () => {
    installFakeServer();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithApp(<HomePage />);
    expect(screen.getByRole('link', { name: 'Read more about us' })).toHaveAttribute('href', '/about');
    for (const offer of ['Seamless transactions', 'Secure and user-friendly services', '24/7 support'])
      expect(screen.getByRole('heading', { name: offer })).toBeInTheDocument();
    const faq = document.getElementById('faq')!;
    expect(within(faq).getAllByRole('button')).toHaveLength(3);
    await screen.findByText('No services available.');
  });

  it('opens the testimonial modal with a poster and a short text when no video is configured', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    installFakeServer();
    renderWithApp(<HomePage />);
    act(() => screen.getByRole('button', { name: 'Watch the video' }).click());
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/Our customer video is not available yet/)).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Two customers holding phones' })).toBeInTheDocument();
  });
});
