import type { AltchaChallenge, CaptchaConfig, CaptchaType } from '@vitrina/contracts';
import type { AltchaCaptcha } from '../../adapters/captcha/altcha';
import type { RecaptchaVerifier } from '../../adapters/captcha/recaptcha';
import { AppError } from '../../http/app-error';
import type { SpentNoncesRepository } from '../../repositories/accounts/spent-nonces.repository';
import type { Clock } from './request-context';

export const ALTCHA_CHALLENGE_PATH = '/api/auth/captcha/challenge';
export const ALTCHA_TTL_SECONDS = 10 * 60;

const captchaFailed = () => new AppError('captcha_failed', 400, { token: 'captcha_failed' });

/**
 * One captcha is active: reCAPTCHA v3 when its keys are configured, otherwise self-hosted ALTCHA.
 * Only the active type is accepted, so a client cannot pick the weaker one.
 */
export class CaptchaService {
  constructor(
    private readonly altcha: AltchaCaptcha,
    private readonly recaptcha: { verifier: RecaptchaVerifier; siteKey: string } | null,
    private readonly spentNonces: SpentNoncesRepository,
    private readonly now: Clock,
  ) {}

  get config(): CaptchaConfig {
    return this.recaptcha ? { type: 'recaptcha-v3', siteKey: this.recaptcha.siteKey } : { type: 'altcha', challengeUrl: ALTCHA_CHALLENGE_PATH };
  }

  async challenge(): Promise<AltchaChallenge> {
    const { parameters, signature } = await this.altcha.createChallenge();
    return { parameters: { ...parameters }, signature };
  }

  /** Throws `captcha_failed` (400) unless the answer is valid and unused. */
  async verify(type: CaptchaType, token: string, ip: string): Promise<void> {
    if (type !== this.config.type) throw captchaFailed();
    switch (type) {
      case 'altcha': {
        const verified = await this.altcha.verify(token);
        if (!verified) throw captchaFailed();
        if (!(await this.spentNonces.spend('altcha', verified.nonce, verified.expiresAt, this.now()))) throw captchaFailed();
        return;
      }
      case 'recaptcha-v3': {
        const verdict = (await this.recaptcha?.verifier.verify(token, ip)) ?? 'failed';
        if (verdict === 'unavailable') throw new AppError('service_unavailable', 503);
        if (verdict === 'failed') throw captchaFailed();
        return;
      }
    }
  }
}
