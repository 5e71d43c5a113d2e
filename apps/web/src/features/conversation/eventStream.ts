/**
 * Reads a Server-Sent Events body and calls `onData` with the data of each event (multi-line data joined
 * with newlines). Comments (keep-alives), `event:`, `id:` and `retry:` fields are ignored. Resolves when
 * the server closes the stream.
 */
export async function readServerSentEvents(
  body: ReadableStream<Uint8Array>,
  onData: (data: string) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let dataLines: string[] = [];

  const takeLine = (line: string) => {
    if (line === '') {
      if (dataLines.length > 0) onData(dataLines.join('\n'));
      dataLines = [];
      return;
    }
    if (line === 'data' || line.startsWith('data:')) {
      const value = line.slice('data:'.length);
      dataLines.push(value.startsWith(' ') ? value.slice(1) : value);
    }
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
