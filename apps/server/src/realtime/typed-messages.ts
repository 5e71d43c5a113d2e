import type { z } from 'zod';
import type { Notifier } from './notifier';

/**
 * Notifier messages of one shape: JSON on the way out, checked against `schema` on the way in (a message
 * of another shape, say from a process of an older version, is ignored).
 */
export function typedMessages<Schema extends z.ZodType>(notifier: Notifier, schema: Schema) {
  return {
    publish: (channel: string, message: z.infer<Schema>) =>
      notifier.publish(channel, JSON.stringify(message)),

    subscribe(channel: string, listener: (message: z.infer<Schema>) => void): () => void {
      return notifier.subscribe(channel, (text) => {
        const parsed = schema.safeParse(JSON.parse(text));
        if (parsed.success) listener(parsed.data);
      });
    },
  };
}
