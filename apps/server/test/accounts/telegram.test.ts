import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telegramSignature } from '../../src/adapters/telegram-login';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { bearer, get, post } from './support/accounts-app';

const BOT_TOKEN = '7012345678:AAH-test-telegram-bot-token';
let nextTelegramId = 500_000_000 + Math.floor(Math.random() * 1_000_000);

/** A widget payload as Telegram would sign it. */
function signed(fields: Record<string, string | number>, token = BOT_TOKEN) {
  return { ...fields, hash: telegramSignature(fields, token) };
}

describe.each(testDatabaseKinds)('Telegram sign-in on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, { TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_BOT_NAME: 'VitrinaTestBot' });
  });
  afterAll(() => testApp.close());

  const now = () => Math.floor(Date.now() / 1000);

  it('a new user gets 409 with a sessionId, registers with country AE by default, then signs in with 200', async () => {
    const id = nextTelegramId++;
    const payload = signed({ id, first_name: 'Omar', username: 'omar_shop', photo_url: 'https://t.me/i/userpic/320/omar.jpg', auth_date: now() });
    const first = await post(testApp, '/api/auth/telegram', payload);
    expect(first.statusCode).toBe(409);
    expect(first.json()).toMatchObject({ error: { code: 'registration_required' }, data: { sessionId: expect.any(String) } });

    const registered = await post(testApp, '/api/auth/telegram/register', { sessionId: first.json().data.sessionId });
    expect(registered.statusCode).toBe(200);
    const body = registered.json();
    expect(body.data).toMatchObject({ country: 'AE', firstName: 'Omar', hasPassword: false });
    expect(body.data.email).toBe(`telegram-${id}@telegram.invalid`);
    expect(await testApp.app.repositories.credits.balance(body.data.id)).toBe(5);
    expect((await get(testApp, '/api/profile', { headers: bearer(body.token) })).statusCode).toBe(200);

    const again = await post(testApp, '/api/auth/telegram', signed({ id, first_name: 'Omar', auth_date: now() }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ token: expect.any(String), refresh_token: expect.any(String) });
  });

  it('two tabs finishing the same sign-up at once end in one account, both signed in', async () => {
    const id = nextTelegramId++;
    const sessions: string[] = [];
    for (let tab = 0; tab < 2; tab += 1) sessions.push((await post(testApp, '/api/auth/telegram', signed({ id, auth_date: now() }))).json().data.sessionId as string);
    const answers = await Promise.all(sessions.map((sessionId) => post(testApp, '/api/auth/telegram/register', { sessionId })));
    expect(answers.map((answer) => [answer.statusCode, answer.json().error?.code])).toEqual([
      [200, undefined],
      [200, undefined],
    ]);
    expect(new Set(answers.map((answer) => answer.json().data.id)).size).toBe(1);
  });

  it('registers with the country the client sends', async () => {
    const first = await post(testApp, '/api/auth/telegram', signed({ id: nextTelegramId++, auth_date: now() }));
    const registered = await post(testApp, '/api/auth/telegram/register', { sessionId: first.json().data.sessionId, countryCode: 'kr' });
    expect(registered.json().data.country).toBe('KR');
  });

  it('rejects a payload signed with another token, or changed after signing', async () => {
    const wrongKey = await post(testApp, '/api/auth/telegram', signed({ id: nextTelegramId++, auth_date: now() }, '1:other-bot-token'));
    expect(wrongKey.statusCode).toBe(400);
    expect(wrongKey.json().error).toEqual({ code: 'authorization_error', message: 'An error occurred during authorization' });

    const payload = signed({ id: nextTelegramId++, first_name: 'Mallory', auth_date: now() });
    const tampered = await post(testApp, '/api/auth/telegram', { ...payload, first_name: 'Alice' });
    expect(tampered.statusCode).toBe(400);
    const extraField = await post(testApp, '/api/auth/telegram', { ...payload, username: 'added' });
    expect(extraField.statusCode).toBe(400);
  });

  it('rejects a payload older than 24 hours', async () => {
    const stale = await post(testApp, '/api/auth/telegram', signed({ id: nextTelegramId++, auth_date: now() - 24 * 3600 - 60 }));
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.code).toBe('authorization_error');
    const fresh = await post(testApp, '/api/auth/telegram', signed({ id: nextTelegramId++, auth_date: now() - 23 * 3600 }));
    expect(fresh.statusCode).toBe(409);
  });

  it('a sessionId registers once and expires', async () => {
    const first = await post(testApp, '/api/auth/telegram', signed({ id: nextTelegramId++, auth_date: now() }));
    const sessionId = first.json().data.sessionId as string;
    expect((await post(testApp, '/api/auth/telegram/register', { sessionId })).statusCode).toBe(200);
    expect((await post(testApp, '/api/auth/telegram/register', { sessionId })).statusCode).toBe(400);

    const second = await post(testApp, '/api/auth/telegram', signed({ id: nextTelegramId++, auth_date: now() }));
    await testApp.database.query("UPDATE pending_registrations SET expires_at = now() - interval '1 second'");
    expect((await post(testApp, '/api/auth/telegram/register', { sessionId: second.json().data.sessionId })).statusCode).toBe(400);
    expect((await post(testApp, '/api/auth/telegram/register', { sessionId: 'not-a-uuid' })).statusCode).toBe(400);
  });

  it('tells the web app the bot name', async () => {
    const providers = await get(testApp, '/api/auth/providers');
    expect(providers.json().data.telegram).toEqual({ enabled: true, botName: 'VitrinaTestBot' });
  });
});
