import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, it } from 'vitest';
import { NotFoundPage } from './NotFoundPage';

it('offers a way back home and sets the title', () => {
  const router = createMemoryRouter([{ path: '*', element: <NotFoundPage /> }], {
    initialEntries: ['/nope'],
  });
  render(<RouterProvider router={router} />);
  expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  expect(document.title).toBe('Page not found | ChancePay');
});
