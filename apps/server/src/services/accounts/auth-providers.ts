import type { AuthProviders } from '@vitrina/contracts';
import type { CaptchaService } from './captcha.service';
import type { GoogleLoginService } from './google-login.service';
import type { TelegramLoginService } from './telegram-login.service';
import type { TransferLoginService } from './transfer-login.service';

/** Which sign-in methods are configured, for `GET /api/auth/providers`. */
export function describeProviders(parts: {
  google: GoogleLoginService;
  telegram: TelegramLoginService;
  telegramBotName: string | undefined;
  transfer: TransferLoginService;
  captcha: CaptchaService;
  legal: AuthProviders['legal'];
}): { data: AuthProviders } {
  return {
    data: {
      google: parts.google.enabled,
      telegram: { enabled: parts.telegram.enabled, botName: parts.telegram.enabled ? (parts.telegramBotName ?? null) : null },
      transfer: parts.transfer.enabled,
      captcha: parts.captcha.config,
      legal: parts.legal,
    },
  };
}
