import { ErrorCode } from '@kaiwa/contract';
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
  it('throws a 400 weak_password for a common password', async () => {
    await expect(assertAcceptablePassword('football')).rejects.toMatchObject({
      statusCode: 400,
      code: ErrorCode.weakPassword,
    });
  });

  it('lets an uncommon password through', async () => {
    await expect(assertAcceptablePassword('tsuki ga kirei desu ne')).resolves.toBeUndefined();
  });
});
