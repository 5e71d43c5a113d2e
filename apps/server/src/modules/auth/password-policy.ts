import { AppError } from '../../lib/app-error';

let commonPasswords: Promise<Set<string>> | undefined;

/** The list has ~50,000 entries: loaded on first use, not at start, and only once. */
function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary.passwords.map((password) => password.toLowerCase())),
  );
  return commonPasswords;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.toLowerCase());
}

/** Length is checked by the contract schema; this adds what needs the list. */
export async function assertAcceptablePassword(password: string): Promise<void> {
  if (await isCommonPassword(password)) {
    throw new AppError(
      'weakPassword',
      'This password is one of the most common passwords and easy to guess. Please choose another one.',
    );
  }
}
