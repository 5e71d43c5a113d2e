import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toasts, useToasts } from './Toast';

function Harness() {
  const { toasts, showToast } = useToasts();
  return (
    <>
      <button type="button" onClick={() => showToast('Saved', 'success')}>
        ok
      </button>
      <button type="button" onClick={() => showToast('Broken', 'error')}>
        fail
      </button>
      <Toasts toasts={toasts} />
    </>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Toasts', () => {
  it('shows a green success toast that fades from 4700 ms and disappears at 5000 ms', () => {
    render(<Harness />);
    act(() => screen.getByText('ok').click());
    const toast = screen.getByText('Saved');
    expect(toast.dataset.tone).toBe('success');
    expect(screen.getByRole('status').contains(toast)).toBe(true);

    act(() => vi.advanceTimersByTime(4699));
    expect(toast.className).not.toMatch(/fading/);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Saved').className).toMatch(/fading/);
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('shows errors in red in an alert region, each toast with its own lifetime', () => {
    render(<Harness />);
    act(() => screen.getByText('fail').click());
    act(() => vi.advanceTimersByTime(2000));
    act(() => screen.getByText('ok').click());
    const error = screen.getByText('Broken');
    expect(error.dataset.tone).toBe('error');
    expect(screen.getByRole('alert').contains(error)).toBe(true);

    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('Broken')).toBeNull();
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('clears its timers on unmount', () => {
    const { unmount } = render(<Harness />);
    act(() => screen.getByText('ok').click());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
