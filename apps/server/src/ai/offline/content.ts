import { z } from 'zod';

/**
 * The authored content of a file under `content/`, checked against its schema whenever it is loaded (once per
 * process): the server build loads it too, so a malformed file fails the build before it ships.
 */
export function contentOf<T extends z.ZodType>(file: string, schema: T, data: unknown): z.infer<T> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new Error(`The offline tutor's content/${file} is malformed:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
