/**
 * For loads whose failure is only logged (spec §8): logs it as "Could not load the <what>" and rethrows,
 * so the query still ends in its error state.
 */
export async function logged<T>(what: string, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    console.error(`Could not load the ${what}`, error);
    throw error;
  }
}
