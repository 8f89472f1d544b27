import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkTelegramLogin, telegramSignature } from './telegram-login';

const TOKEN = '123456:ABC-def';
const NOW = 1_700_000_000_000;

describe('Telegram Login Widget check', () => {
  it('computes Telegram\'s documented HMAC over the sorted data-check-string', () => {
    const fields = { username: 'omar', id: 42, auth_date: 1_700_000_000, first_name: 'Omar' };
    const expected = createHmac('sha256', createHash('sha256').update(TOKEN).digest())
      .update('auth_date=1700000000\nfirst_name=Omar\nid=42\nusername=omar')
      .digest('hex');
    expect(telegramSignature(fields, TOKEN)).toBe(expected);
  });

  it('accepts a fresh, correctly signed payload', () => {
    const fields = { id: 42, auth_date: NOW / 1000 - 60 };
    expect(checkTelegramLogin({ ...fields, hash: telegramSignature(fields, TOKEN) }, TOKEN, NOW)).toBe('valid');
  });

  it('rejects a wrong hash, a changed field and a stale or future date', () => {
    const fields = { id: 42, auth_date: NOW / 1000 - 60 };
    const hash = telegramSignature(fields, TOKEN);
    expect(checkTelegramLogin({ ...fields, hash: '0'.repeat(64) }, TOKEN, NOW)).toBe('bad_signature');
    expect(checkTelegramLogin({ ...fields, id: 43, hash }, TOKEN, NOW)).toBe('bad_signature');
    expect(checkTelegramLogin({ ...fields, hash: 'zz' }, TOKEN, NOW)).toBe('bad_signature');
    const old = { id: 42, auth_date: NOW / 1000 - 86_401 };
    expect(checkTelegramLogin({ ...old, hash: telegramSignature(old, TOKEN) }, TOKEN, NOW)).toBe('stale');
    const future = { id: 42, auth_date: NOW / 1000 + 3600 };
    expect(checkTelegramLogin({ ...future, hash: telegramSignature(future, TOKEN) }, TOKEN, NOW)).toBe('stale');
  });
});
