import { z } from 'zod';
import { single } from './common';
import { jobSchema } from './jobs';

/** How long a prepared account export can be downloaded. */
export const ACCOUNT_EXPORT_TTL_DAYS = 7;
/** The internal job that prepares an account export (free, not a public tool). */
export const ACCOUNT_EXPORT_JOB = 'account-export';

/** `GET /api/profile/export`: the latest export job, if any (its `download` once ready). */
export const accountExportStatusSchema = single(z.object({ job: jobSchema.nullable() }));

/**
 * `DELETE /api/profile`: the password, or for accounts without one (Google, Telegram) the code
 * mailed by `POST /api/profile/delete-code`.
 */
export const accountDeletionSchema = z
  .object({
    password: z.string().min(1, { error: 'password_required' }).max(255).optional(),
    code: z.string().trim().regex(/^\d{6}$/, { error: 'code_mismatch' }).optional(),
  })
  .strict()
  .refine((body) => body.password !== undefined || body.code !== undefined, { error: 'password_required', path: ['password'] });
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

/** Operator details the terms and privacy pages show (LEGAL_COMPANY_NAME, LEGAL_CONTACT_EMAIL). */
export const legalInfoSchema = z
  .object({
    companyName: z.string(),
    contactEmail: z.string().nullable(),
  })
  .meta({ id: 'LegalInfo' });
export type LegalInfo = z.infer<typeof legalInfoSchema>;
