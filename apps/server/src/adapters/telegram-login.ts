import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const TELEGRAM_AUTH_MAX_AGE_SECONDS = 24 * 60 * 60;

export type TelegramCheck = 'valid' | 'bad_signature' | 'stale';

/**
 * Telegram Login Widget check (core.telegram.org/widgets/login#checking-authorization):
 * secret key = SHA-256(bot token); the hash is HMAC-SHA-256 of the data-check-string, every
 * received field but `hash` as `key=value`, sorted by key, joined by newlines.
 */
export function checkTelegramLogin(
  payload: Record<string, string | number | boolean | undefined>,
  botToken: string,
  nowMs: number,
): TelegramCheck {
  const { hash, ...fields } = payload;
  if (typeof hash !== 'string' || !/^[0-9a-f]{64}$/.test(hash)) return 'bad_signature';
  const expected = telegramSignature(fields, botToken);
  if (!timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(hash, 'hex'))) return 'bad_signature';
  const authDate = Number(fields.auth_date);
  if (!Number.isFinite(authDate)) return 'bad_signature';
  const age = nowMs / 1000 - authDate;
  // A date in the future beyond small clock skew is as suspicious as an old one.
  if (age > TELEGRAM_AUTH_MAX_AGE_SECONDS || age < -300) return 'stale';
  return 'valid';
}

export function telegramSignature(fields: Record<string, string | number | boolean | undefined>, botToken: string): string {
  const dataCheckString = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${String(value)}`)
    .sort()
    .join('\n');
  const secretKey = createHash('sha256').update(botToken).digest();
  return createHmac('sha256', secretKey).update(dataCheckString).digest('hex');
}
