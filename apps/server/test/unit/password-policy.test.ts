import { Errors } from '@kaiwa/contract';
import { describe, expect, it } from 'vitest';
import { assertAcceptablePassword, isCommonPassword } from '../../src/modules/auth/password-policy';

describe('isCommonPassword', () => {
  it.each(['password', '12345678', 'iloveyou', 'QWERTYUIOP', 'Password1', 'baseball'])(
    'knows %s',
    async (password) => {
      expect(await isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['correct horse battery staple', 'kiri-no-naka-de', 'password1 but longer'])(
    'accepts %s',
    async (password) => {
      expect(await isCommonPassword(password)).toBe(false);
    },
  );
});

describe('assertAcceptablePassword', () => {
  it('throws weakPassword (a 400) for a common password', async () => {
    await expect(assertAcceptablePassword('football')).rejects.toMatchObject({ errorName: 'weakPassword' });
    expect(Errors.weakPassword.status).toBe(400);
  });

  it('lets an uncommon password through', async () => {
    await expect(assertAcceptablePassword('tsuki ga kirei desu ne')).resolves.toBeUndefined();
  });
});
