import type { CaptchaType, CodeSentResponse, RegistrationResponse } from '@vitrina/contracts';
import type { Mailer } from '../../adapters/mail';
import type { PasswordHasher } from '../../adapters/passwords';
import { AppError } from '../../http/app-error';
import type { UsersRepository } from '../../repositories/users.repository';
import type { AccountCreationService } from './account-creation.service';
import type { CaptchaService } from './captcha.service';
import { admitCodeSend, codeSentAnswer } from './code-sending';
import { codeMail } from './mail/code-mails';
import type { OneTimeCodesService } from './one-time-codes.service';
import { toProfile } from './profile-view';
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
  ) {}

  async sendCode(request: CodeRequest, context: RequestContext): Promise<CodeSentResponse> {
    await this.captcha.verify(request.captchaType, request.token, context.ip);
    // Registration is the one place allowed to say an email is taken (the user must sign in instead).
    if (await this.users.findByEmail(request.email)) throw emailTaken();
    await admitCodeSend(this.throttle, 'registration', request.email, context);
    const code = await this.codes.issue('registration', request.email);
    try {
      await this.mailer.send(codeMail('registration', code, context.language, request.email), context.log);
    } catch (error) {
      context.log.error({ err: error }, 'registration code mail failed');
      throw new AppError('service_unavailable', 503);
    }
    return codeSentAnswer();
  }

  async register(registration: Registration, context: RequestContext): Promise<RegistrationResponse> {
    const { email } = registration;
    const codeHash = await this.codes.check('registration', email, registration.verifyCode);
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
