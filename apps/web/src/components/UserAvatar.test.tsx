import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserAvatar } from './UserAvatar';

const fetchMock = vi.fn<(input: URL, init: RequestInit) => Promise<Response>>();

const pending = () => Promise.resolve(new Response(null, { status: 201 }));
const none = () => Promise.resolve(new Response(null, { status: 204 }));
const picture = () =>
  Promise.resolve(new Response('png-bytes', { status: 200, headers: { 'Content-Type': 'image/png' } }));

/** Lets the pending fetch promises settle and runs the timers due within `ms`. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:picture-1');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
});

describe('UserAvatar', () => {
  it('asks for the picture of the given user and shows the initial meanwhile', async () => {
    fetchMock.mockImplementation(pending);
    render(<UserAvatar userId="u-1" alias="たろう" />);
    expect(screen.getByRole('img', { name: 'Profile picture of たろう' }).textContent).toBe('た');
    await advance(0);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url.pathname).toBe('/api/getUserPicture');
    expect(new Headers(init.headers).get('Picture-User-ID')).toBe('u-1');
  });

  it('retries after 2000 ms while the server answers 201, then shows the image', async () => {
    fetchMock.mockImplementationOnce(pending).mockImplementationOnce(pending).mockImplementation(picture);
    render(<UserAvatar userId="u-1" alias="Taro" />);
    await advance(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await advance(1999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await advance(2000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const image = screen.getByRole('img', { name: 'Profile picture of Taro' });
    expect(image.tagName).toBe('IMG');
    expect(image.getAttribute('src')).toBe('blob:picture-1');
  });

  it('stops on 204 and keeps the placeholder', async () => {
    fetchMock.mockImplementation(none);
    render(<UserAvatar userId="u-1" alias="Taro" />);
    await advance(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('img').tagName).toBe('SPAN');
  });

  it('retries after 1500 ms when the call fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockImplementation(picture);
    render(<UserAvatar userId="u-1" alias="Taro" />);
    await advance(1499);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalled();
    await advance(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('img').tagName).toBe('IMG');
  });

  it('treats an error status as a failure and retries', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 500 })).mockImplementation(none);
    render(<UserAvatar userId="u-1" alias="Taro" />);
    await advance(1500);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reloads when the version changes and revokes the old object URL', async () => {
    fetchMock.mockImplementation(picture);
    const { rerender } = render(<UserAvatar userId="u-1" alias="Taro" version={1} />);
    await advance(0);
    expect(screen.getByRole('img').tagName).toBe('IMG');
    rerender(<UserAvatar userId="u-1" alias="Taro" version={2} />);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:picture-1');
    await advance(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('img').tagName).toBe('IMG');
  });

  it('stops retrying and revokes the object URL on unmount', async () => {
    fetchMock.mockImplementationOnce(picture).mockImplementation(pending);
    const { unmount } = render(<UserAvatar userId="u-1" alias="Taro" />);
    await advance(0);
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:picture-1');

    fetchMock.mockClear();
    const second = render(<UserAvatar userId="u-2" alias="Hana" />);
    await advance(0);
    second.unmount();
    await advance(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is hidden from screen readers when decorative', async () => {
    fetchMock.mockImplementation(none);
    render(<UserAvatar userId="u-1" alias="Taro" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    await advance(0);
  });
});
