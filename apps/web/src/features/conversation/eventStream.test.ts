import { describe, expect, it } from 'vitest';
import { type EventFields, readServerSentEvents } from './eventStream';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function eventsOf(chunks: string[]): Promise<string[]> {
  const events: string[] = [];
  await readServerSentEvents(streamOf(chunks), (data) => events.push(data));
  return events;
}

describe('readServerSentEvents', () => {
  it('gives the data of each event', async () => {
    expect(await eventsOf(['data: {"a":1}\n\ndata: {"b":2}\n\n'])).toEqual(['{"a":1}', '{"b":2}']);
  });

  it('joins events and lines split across chunks, including a CRLF split in two', async () => {
    expect(await eventsOf(['da', 'ta: {"a":', '1}\r', '\n\r\n', 'data: x\n', '\n'])).toEqual([
      '{"a":1}',
      'x',
    ]);
  });

  it('joins multi-line data with newlines and strips one leading space only', async () => {
    expect(await eventsOf(['data: one\ndata:  two\ndata\n\n'])).toEqual(['one\n two\n']);
  });

  it('ignores comments, retry and an unfinished last event', async () => {
    expect(
      await eventsOf([': keep-alive\n\n', 'event: message\nid: 7\nretry: 500\ndata: yes\n\n', 'data: cut']),
    ).toEqual(['yes']);
  });

  it('gives each event its type and the last id sent so far', async () => {
    const fields: EventFields[] = [];
    await readServerSentEvents(
      streamOf(['id: 3\ndata: a\n\n', 'data: b\n\n', 'event: reconnect\ndata: \n\n', 'id: 4\ndata:c\n\n']),
      (_data, given) => fields.push(given),
    );
    expect(fields).toEqual([
      { event: undefined, lastEventId: '3' },
      { event: undefined, lastEventId: '3' },
      { event: 'reconnect', lastEventId: '3' },
      { event: undefined, lastEventId: '4' },
    ]);
  });

  it('resolves when the stream ends', async () => {
    await expect(eventsOf([])).resolves.toEqual([]);
  });
});
