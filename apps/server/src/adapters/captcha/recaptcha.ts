import { z } from 'zod';

export interface RecaptchaOptions {
  secret: string;
  /** Google's siteverify endpoint, or a compatible one (tests run a fake). */
  verifyUrl: string;
  minScore: number;
  timeoutMs?: number;
}

export type RecaptchaVerdict = 'passed' | 'failed' | 'unavailable';

const siteverifySchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

/** reCAPTCHA v3: the siteverify protocol (form POST of secret, response, remoteip) and a score floor. */
export class RecaptchaVerifier {
  constructor(private readonly options: RecaptchaOptions) {}

  async verify(token: string, remoteIp: string | undefined): Promise<RecaptchaVerdict> {
    const form = new URLSearchParams({ secret: this.options.secret, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    let body: unknown;
    try {
      const response = await fetch(this.options.verifyUrl, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
      if (!response.ok) return 'unavailable';
      body = await response.json();
    } catch {
      return 'unavailable';
    }
    const parsed = siteverifySchema.safeParse(body);
    if (!parsed.success) return 'unavailable';
    const { success, score } = parsed.data;
    return success && score !== undefined && score >= this.options.minScore ? 'passed' : 'failed';
  }
}
