/** What came with an event's data: its type (`event:`) and the last id the stream sent so far (`id:`). */
export type EventFields = { event: string | undefined; lastEventId: string | undefined };

/**
 * Reads a Server-Sent Events body and calls `onData` with the data of each event (multi-line data joined
 * with newlines), its type and the stream's last event id, as EventSource keeps them. Comments (keep-alives)
 * and `retry:` are ignored. Resolves when the server closes the stream.
 */
export async function readServerSentEvents(
  body: ReadableStream<Uint8Array>,
  onData: (data: string, fields: EventFields) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let dataLines: string[] = [];
  let event: string | undefined;
  let lastEventId: string | undefined;

  const takeLine = (line: string) => {
    if (line === '') {
      if (dataLines.length > 0) onData(dataLines.join('\n'), { event, lastEventId });
      dataLines = [];
      event = undefined;
      return;
    }
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const raw = colon < 0 ? '' : line.slice(colon + 1);
    const value = raw.startsWith(' ') ? raw.slice(1) : raw;
    if (field === 'data') dataLines.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id') lastEventId = value;
  };

  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      const lines = buffer.split(/\r?\n/);
      // The last piece may be a line still being received.
      buffer = lines.pop() ?? '';
      for (const line of lines) takeLine(line);
    }
  } finally {
    reader.releaseLock();
  }
}
