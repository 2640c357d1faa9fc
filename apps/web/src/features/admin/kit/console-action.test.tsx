import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useConsoleAction } from './console-action';

describe('useConsoleAction', () => {
  it('is busy while the action runs, and clears the last failure when it runs again', async () => {
    const { result } = renderHook(() => useConsoleAction());
    await act(() => result.current.run(() => Promise.reject(new Error('The code is wrong.'))));
    expect(result.current.error).toBe('The code is wrong.');
    let finish = () => {};
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.run(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.busy).toBe(true);
    expect(result.current.error).toBeNull();
    await act(async () => {
      finish();
      await running;
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.error).toBeNull();
  });

  it("shows the server's words on a failure and lets the form undo what it must", async () => {
    const { result } = renderHook(() => useConsoleAction());
    const onFailure = vi.fn();
    const failure = new Error('That sign-in took too long.');
    await act(() => result.current.run(() => Promise.reject(failure), onFailure));
    expect(result.current.error).toBe('That sign-in took too long.');
    expect(result.current.busy).toBe(false);
    expect(onFailure).toHaveBeenCalledWith(failure);
  });
});
