import type { AccessTokens } from '../../adapters/access-tokens';
import { AltchaCaptcha } from '../../adapters/captcha/altcha';
import { RecaptchaVerifier } from '../../adapters/captcha/recaptcha';
import { GeoIpLocator } from '../../adapters/geoip';
import { GoogleOidc } from '../../adapters/google-oidc';
import { createMailer, type Mailer } from '../../adapters/mail';
import { PasswordHasher } from '../../adapters/passwords';
import { persistentSecret } from '../../adapters/secrets';
import { TransferTokenVerifier } from '../../adapters/transfer-tokens';
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/client';
import type { AccountRepositories } from '../../repositories/accounts';
import type { CreditsRepository } from '../../repositories/credits.repository';
import type { UsersRepository } from '../../repositories/users.repository';
import { AccountCreationService } from './account-creation.service';
import { ApiKeysService } from './api-keys.service';
import { describeProviders } from './auth-providers';
import { ALTCHA_TTL_SECONDS, CaptchaService } from './captcha.service';
import { CountryService } from './country.service';
import { GoogleLoginService } from './google-login.service';
import { OneTimeCodesService } from './one-time-codes.service';
import { PasswordLoginService } from './password-login.service';
import { PasswordRestoreService } from './password-restore.service';
import { ProfileService } from './profile.service';
import { RegistrationService } from './registration.service';
import { systemClock, type Clock } from './request-context';
import { SessionsService } from './sessions.service';
import { TelegramLoginService } from './telegram-login.service';
import { ThrottleService } from './throttle.service';
import { LoginThrottle } from './login-throttle';
import { TransferLoginService, type TransferBillingImport } from './transfer-login.service';

export interface AccountServices {
  sessions: SessionsService;
  passwordLogin: PasswordLoginService;
  registration: RegistrationService;
  passwordRestore: PasswordRestoreService;
  google: GoogleLoginService;
  telegram: TelegramLoginService;
  transfer: TransferLoginService;
  captcha: CaptchaService;
  country: CountryService;
  profile: ProfileService;
  apiKeys: ApiKeysService;
  throttle: ThrottleService;
  mailer: Mailer;
  /** The one way accounts are created (registration grant and trial); billing tests use it too. */
  creator: AccountCreationService;
  providers: () => ReturnType<typeof describeProviders>;
}

export interface AccountServiceDeps {
  config: AppConfig;
  db: Database;
  accessTokens: AccessTokens;
  repositories: AccountRepositories & { users: UsersRepository; credits: CreditsRepository };
  clock?: Clock;
  /** Billing's import of what a transfer token carries (issue 16). */
  transferBillingImport?: TransferBillingImport;
}

/** Builds the account services and the adapters they use, from configuration. */
export function createAccountServices(deps: AccountServiceDeps): AccountServices {
  const { config, db, repositories: repos } = deps;
  const now = deps.clock ?? systemClock;
  const passwords = new PasswordHasher();
  const mailer = createMailer(config);
  const throttle = new ThrottleService(repos.throttle, now);
  const loginThrottle = new LoginThrottle(repos.throttle, now);
  const sessions = new SessionsService(db, repos.sessions, deps.accessTokens, now);
  const codes = new OneTimeCodesService(repos.oneTimeCodes, now);
  const creator = new AccountCreationService(db, repos.users, repos.credits, now);

  const altcha = new AltchaCaptcha({
    secret: persistentSecret(config.ALTCHA_HMAC_SECRET, config.secretsDir, 'altcha-hmac-secret'),
    cost: config.ALTCHA_COST,
    maxCounter: config.ALTCHA_MAX_COUNTER,
    ttlSeconds: ALTCHA_TTL_SECONDS,
    now: () => now().getTime(),
  });
  const recaptcha =
    config.RECAPTCHA_SECRET && config.RECAPTCHA_SITE_KEY
      ? {
          siteKey: config.RECAPTCHA_SITE_KEY,
          verifier: new RecaptchaVerifier({ secret: config.RECAPTCHA_SECRET, verifyUrl: config.RECAPTCHA_VERIFY_URL, minScore: config.RECAPTCHA_MIN_SCORE }),
        }
      : null;
  const captcha = new CaptchaService(altcha, recaptcha, repos.spentNonces, now);

  const googleOidc =
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? new GoogleOidc({
          issuer: config.GOOGLE_ISSUER,
          clientId: config.GOOGLE_CLIENT_ID,
          clientSecret: config.GOOGLE_CLIENT_SECRET,
          redirectUri: config.GOOGLE_REDIRECT_URI ?? new URL('/en/auth/google', config.PUBLIC_URL).href,
        })
      : null;
  const google = new GoogleLoginService(googleOidc, repos.oauthStates, repos.pendingRegistrations, repos.users, repos.accounts, creator, sessions, now);
  const telegram = new TelegramLoginService(config.TELEGRAM_BOT_TOKEN, repos.pendingRegistrations, repos.accounts, creator, sessions, now);
  const transfer = new TransferLoginService(TransferTokenVerifier.fromConfig(config), repos.spentNonces, repos.users, creator, sessions, now, deps.transferBillingImport ?? null);

  return {
    sessions,
    passwordLogin: new PasswordLoginService(repos.users, passwords, loginThrottle, sessions),
    registration: new RegistrationService(repos.users, passwords, captcha, codes, throttle, mailer, creator, sessions, config.PUBLIC_URL),
    passwordRestore: new PasswordRestoreService(db, repos.users, repos.accounts, passwords, codes, throttle, loginThrottle, mailer, sessions),
    google,
    telegram,
    transfer,
    captcha,
    country: new CountryService(GeoIpLocator.shared()),
    profile: new ProfileService(db, repos.users, repos.accounts, passwords, loginThrottle, sessions),
    apiKeys: new ApiKeysService(repos.accounts),
    throttle,
    mailer,
    creator,
    providers: () => describeProviders({ google, telegram, telegramBotName: config.TELEGRAM_BOT_NAME, transfer, captcha, legal: { companyName: config.LEGAL_COMPANY_NAME, contactEmail: config.LEGAL_CONTACT_EMAIL ?? null } }),
  };
}
