import type { Profile } from '@vitrina/contracts';
import type { UserRow } from '../../db/schema';

/** The profile as the API shows it: never the password or API key hash. */
export function toProfile(user: UserRow): Profile {
  return {
    id: user.id,
    email: user.email,
    country: user.country,
    phone: user.phone,
    firstName: user.firstName,
    lastName: user.lastName,
    companyName: user.companyName,
    jobTitle: user.jobTitle,
    apiKeyPreview: user.apiKeyPreview,
    domains: user.domains,
    language: user.language,
    hasPassword: user.passwordHash !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** Accounts from Telegram have no mailbox; they get an address in the reserved `.invalid` domain. */
export const telegramPlaceholderEmail = (telegramId: string) => `telegram-${telegramId}@telegram.invalid`;
export const canReceiveMail = (email: string) => !email.endsWith('.invalid');
