import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Keeps what someone typed into a server-rendered field before the page's scripts arrived (issue #27 item 8).
 *
 * On a slow network the product pages' HTML is usable seconds before their JavaScript. React 19 hydrates an
 * input without overwriting its DOM value, but the component's state still holds the server's value, so the next
 * render writes that back and the typing is gone. On mount, the value the DOM holds is handed to `onChange` when
 * it differs from the state's: at hydration that can only be the person's own typing; on a client-side mount React
 * has just written the state's value into the DOM, so nothing happens.
 */
export function useKeepTypedValue(
  value: string,
  onChange: (value: string) => void,
): RefObject<HTMLInputElement | null> {
  const ref = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const input = ref.current;
    if (input && input.value !== value) onChange(input.value);
    // Once, at mount: afterwards React's own change events carry every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}

/** The same for a checkbox ticked before the scripts arrived (the 18+ box). */
export function useKeepTypedChecked(
  checked: boolean,
  onChange: (checked: boolean) => void,
): RefObject<HTMLInputElement | null> {
  const ref = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const input = ref.current;
    if (input && input.checked !== checked) onChange(input.checked);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
