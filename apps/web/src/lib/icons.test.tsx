import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Icon } from './icons';

it('renders a title as text, never as markup', () => {
  const { container } = render(<Icon name="bi-box" title={'Box</title><img src=x onerror="alert(1)">'} />);
  const svg = container.querySelector('svg')!;
  expect(svg.querySelector('img')).toBeNull();
  expect(svg.querySelector('title')!.textContent).toBe('Box</title><img src=x onerror="alert(1)">');
  expect(svg.getAttribute('role')).toBe('img');
  // The icon's own paths are still drawn.
  expect(svg.querySelector('path')).not.toBeNull();
});

it('hides an icon without a title from assistive technology', () => {
  const { container } = render(<Icon name="box" />);
  expect(container.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
  expect(container.querySelector('title')).toBeNull();
});
