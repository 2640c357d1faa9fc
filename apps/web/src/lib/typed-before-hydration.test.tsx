import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useKeepTypedChecked, useKeepTypedValue } from './typed-before-hydration';

function Field({ label }: { label: string }) {
  const [value, setValue] = useState('');
  const [checked, setChecked] = useState(false);
  const ref = useKeepTypedValue(value, setValue);
  const boxRef = useKeepTypedChecked(checked, setChecked);
  return (
    <form>
      <input aria-label={label} ref={ref} value={value} onChange={(event) => setValue(event.target.value)} />
      <input
        type="checkbox"
        aria-label="18+"
        ref={boxRef}
        checked={checked}
        onChange={(event) => setChecked(event.target.checked)}
      />
      <output>{`${value}|${checked ? 'ticked' : 'not ticked'}`}</output>
    </form>
  );
}

let container: HTMLDivElement | null = null;
afterEach(() => {
  container?.remove();
  container = null;
});

/** Server HTML in the page, someone types, then the scripts arrive and hydrate. */
async function hydrateAfterTyping(type: (input: HTMLInputElement, box: HTMLInputElement) => void) {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Field label="Phone number" />);
  document.body.append(container);
  const input = container.querySelector<HTMLInputElement>('input[aria-label="Phone number"]')!;
  const box = container.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
  type(input, box);
  // React needs the act environment flag for hydrateRoot inside act in the test DOM.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await act(async () => {
    hydrateRoot(container!, <Field label="Phone number" />);
  });
  return { input, box, output: container.querySelector('output')! };
}

describe('what is typed before hydration', () => {
  it('becomes the state, so the next render keeps it', async () => {
    const { input, box, output } = await hydrateAfterTyping((input, box) => {
      input.value = '0803 123 4567';
      box.checked = true;
    });
    expect(output.textContent).toBe('0803 123 4567|ticked');
    expect(input.value).toBe('0803 123 4567');
    expect(box.checked).toBe(true);
  });

  it('changes nothing when nobody typed', async () => {
    const { input, output } = await hydrateAfterTyping(() => {});
    expect(output.textContent).toBe('|not ticked');
    expect(input.value).toBe('');
  });
});
