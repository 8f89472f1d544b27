import type { CodeSentResponse } from '@vitrina/contracts';
import type { CodePurpose } from '../../db/schema';
import { CODE_RESEND_SECONDS, CODE_TTL_SECONDS } from './one-time-codes.service';
import type { RequestContext } from './request-context';
import { THROTTLE_RULES, type ThrottleService } from './throttle.service';

/** Applies the code-sending limits (60 s countdown, per email per hour, per IP per hour) and counts the send. */
export async function admitCodeSend(throttle: ThrottleService, purpose: CodePurpose, email: string, context: RequestContext): Promise<void> {
  const emailKey = `${purpose}:${email}`;
  await throttle.assertAllowed(THROTTLE_RULES.codeResend, emailKey);
  await throttle.assertAllowed(THROTTLE_RULES.codesPerEmail, emailKey);
  await throttle.assertAllowed(THROTTLE_RULES.codesPerIp, context.ip);
  await throttle.record(THROTTLE_RULES.codeResend, emailKey);
  await throttle.record(THROTTLE_RULES.codesPerEmail, emailKey);
  await throttle.record(THROTTLE_RULES.codesPerIp, context.ip);
}

export const codeSentAnswer = (): CodeSentResponse => ({ data: { resendAfter: CODE_RESEND_SECONDS, expiresIn: CODE_TTL_SECONDS } });
