import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { Accordion } from './Accordion';

it('shows and hides each answer from its heading button, and says so with aria-expanded', async () => {
  const user = userEvent.setup();
  render(
    <Accordion
      sections={[
        { title: 'First', body: <p>One</p> },
        { title: 'Second', body: <p>Two</p> },
      ]}
    />,
  );
  const first = screen.getByRole('button', { name: 'First' });
  expect(first).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByText('One')).not.toBeVisible();
  await user.click(first);
  expect(first).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('region', { name: 'First' })).toHaveTextContent('One');
  // Sections are independent: opening the second keeps the first open.
  screen.getByRole('button', { name: 'Second' }).focus();
  await user.keyboard('{Enter}');
  expect(screen.getByText('One')).toBeVisible();
  expect(screen.getByText('Two')).toBeVisible();
  await user.keyboard(' ');
  expect(screen.getByText('Two')).not.toBeVisible();
});
