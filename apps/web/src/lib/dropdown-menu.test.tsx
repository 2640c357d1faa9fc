import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { DropdownMenu } from './dropdown-menu';

function Menu() {
  return (
    <>
      <DropdownMenu label="Products">
        <li>
          <a className="dropdown-item" href="/one">
            One
          </a>
        </li>
        <li>
          <a className="dropdown-item" href="/two">
            Two
          </a>
        </li>
      </DropdownMenu>
      <button type="button">Elsewhere</button>
    </>
  );
}

it('opens with the keyboard, moves with the arrows, and closes with Escape back on its button', async () => {
  const user = userEvent.setup();
  render(<Menu />);
  const toggle = screen.getByRole('button', { name: 'Products' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  toggle.focus();
  await user.keyboard('{ArrowDown}');
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'One' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('link', { name: 'Two' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('link', { name: 'One' })).toHaveFocus();
  await user.keyboard('{End}');
  expect(screen.getByRole('link', { name: 'Two' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveFocus();
});

it('closes when focus leaves it or a click lands outside', async () => {
  const user = userEvent.setup();
  render(<Menu />);
  const toggle = screen.getByRole('button', { name: 'Products' });
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  await user.tab(); // One
  await user.tab(); // Two
  await user.tab(); // Elsewhere
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
});
