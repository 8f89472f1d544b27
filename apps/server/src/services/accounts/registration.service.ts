import type { CaptchaType, CodeSentResponse, RegistrationResponse } from '@vitrina/contracts';
import type { Mailer } from '../../adapters/mail';
import type { PasswordHasher } from '../../adapters/passwords';
import { AppError } from '../../http/app-error';
import type { UsersRepository } from '../../repositories/users.repository';
import type { AccountCreationService } from './account-creation.service';
import type { CaptchaService } from './captcha.service';
import { admitCodeSend, codeSentAnswer } from './code-sending';
import { accountExistsMail } from './mail/account-exists-mail';
import { codeMail } from './mail/code-mails';
import type { OneTimeCodesService } from './one-time-codes.service';
import { canReceiveMail, toProfile } from './profile-view';
import type { RequestContext } from './request-context';
import type { SessionsService } from './sessions.service';
import type { ThrottleService } from './throttle.service';

export interface CodeRequest {
  email: string;
  captchaType: CaptchaType;
  token: string;
}

export interface Registration {
  email: string;
  password: string;
  verifyCode: string;
  countryCode: string;
  phone: string;
  firstName?: string;
  lastName?: string;
}

const emailTaken = () => new AppError('email_taken', 409, { email: 'email_taken' });

/** Email registration: captcha, a mailed code, then the account with its free generations. */
export class RegistrationService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
    private readonly captcha: CaptchaService,
    private readonly codes: OneTimeCodesService,
    private readonly throttle: ThrottleService,
    private readonly mailer: Mailer,
    private readonly creator: AccountCreationService,
    private readonly sessions: SessionsService,
    private readonly publicUrl: string,
  ) {}

  /**
   * Answers the same whether the address has an account or not (ASVS: no account enumeration):
   * the same limits, a code row either way (so wrong tries behave alike), and one mail — the
   * code for a new address, "you already have an account" for an existing one.
   */
  async sendCode(request: CodeRequest, context: RequestContext): Promise<CodeSentResponse> {
    await this.captcha.verify(request.captchaType, request.token, context.ip);
    await admitCodeSend(this.throttle, 'registration', request.email, context);
    const code = await this.codes.issue('registration', request.email);
    const existing = await this.users.findByEmail(request.email);
    if (existing && !canReceiveMail(existing.email)) return codeSentAnswer();
    const mail = existing ? accountExistsMail(context.language, existing.email, this.publicUrl) : codeMail('registration', code, context.language, request.email);
    try {
      await this.mailer.send(mail, context.log);
    } catch (error) {
      context.log.error({ err: error }, 'registration mail failed');
      throw new AppError('service_unavailable', 503);
    }
    return codeSentAnswer();
  }

  async register(registration: Registration, context: RequestContext): Promise<RegistrationResponse> {
    const { email } = registration;
    const codeHash = await this.codes.check('registration', email, registration.verifyCode);
    // Only a mailed code gets here, so the caller holds the mailbox: saying the address has an
    // account tells them nothing new (it was registered between the code and this call).
    if (await this.users.findByEmail(email)) throw emailTaken();
    const passwordHash = await this.passwords.hash(registration.password);
    const user = await this.creator.create(
      {
        email,
        passwordHash,
        language: context.language,
        country: registration.countryCode,
        phone: registration.phone,
        firstName: registration.firstName,
        lastName: registration.lastName,
      },
      (tx) => this.codes.consume('registration', email, codeHash, tx),
    );
    const tokens = await this.sessions.start(user.id, 'registration');
    return { ...tokens, data: toProfile(user) };
  }
}
