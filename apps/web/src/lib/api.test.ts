import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, pollUntilReady, throwIfFailed } from './api';

const notReady = () => new Response(null, { status: 201 });
const ready = () => new Response('done', { status: 200 });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A call answering `answers` in turn, recording when each was sent. */
function sequence(answers: Array<() => Response>) {
  const sentAt: number[] = [];
  const send = vi.fn(async () => {
    sentAt.push(Date.now());
    return answers.shift()!();
  });
  return { send, sentAt };
}

describe('pollUntilReady', () => {
  it('asks again every interval while the answer is 201 and resolves with the first other one', async () => {
    const { send, sentAt } = sequence([notReady, notReady, ready]);
    const start = Date.now();
    const result = pollUntilReady(send, 1000);
    await vi.advanceTimersByTimeAsync(999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1001);
    const response = await result;
    expect(await response.text()).toBe('done');
    expect(sentAt.map((time) => time - start)).toEqual([0, 1000, 2000]);
  });

  it('hands back a failed answer as it is, without asking again', async () => {
    const { send } = sequence([() => new Response(null, { status: 404 })]);
    expect((await pollUntilReady(send, 1000)).status).toBe(404);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('stops waiting as soon as the signal aborts', async () => {
    const { send } = sequence([notReady, ready]);
    const controller = new AbortController();
    const result = pollUntilReady(send, 1000, controller.signal);
    const outcome = expect(result).rejects.toThrow('left the page');
    await vi.advanceTimersByTimeAsync(500);
    controller.abort(new Error('left the page'));
    await outcome;
    await vi.advanceTimersByTimeAsync(5000);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('throwIfFailed', () => {
  it("throws the server's message and code, or a generic message for a body that is not JSON", async () => {
    const refused = new Response(
      JSON.stringify({ success: false, error: 'No such item', code: 'notFound' }),
      {
        status: 404,
      },
    );
    await expect(throwIfFailed(refused)).rejects.toMatchObject({
      status: 404,
      message: 'No such item',
      code: 'notFound',
    });
    const proxyPage = new Response('<html>Bad gateway</html>', { status: 502 });
    await expect(throwIfFailed(proxyPage)).rejects.toEqual(new ApiError(502, 'Request failed (502)'));
    await expect(throwIfFailed(ready())).resolves.toBeUndefined();
  });
});
