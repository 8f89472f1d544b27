import { createHash, randomBytes, randomInt } from 'node:crypto';

/** `bytes` random bytes from the CSPRNG, base64url without padding. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A numeric code of `length` digits from the CSPRNG, leading zeros kept. */
export function randomDigits(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += String(randomInt(0, 10));
  return code;
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}
