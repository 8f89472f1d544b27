import { z } from 'zod';

export const PLAN_STATUSES = ['free', 'active', 'expired'] as const;
export const planStatusSchema = z.enum(PLAN_STATUSES);
export type PlanStatus = z.infer<typeof planStatusSchema>;

export const creditsSummarySchema = z
  .object({
    balance: z.number().int().describe('Credits (images) the user can spend now; reservations of running jobs are already taken off'),
    reserved: z.number().int().nonnegative().describe('Credits held by queued or running jobs'),
    plan: z.string().describe('"free" without a subscription, otherwise the plan name'),
    status: planStatusSchema.describe('expired blocks paid actions with 403 plan_expired'),
    activeUntil: z.string().nullable(),
    autoRenew: z.boolean(),
  })
  .meta({ id: 'CreditsSummary' });
export type CreditsSummary = z.infer<typeof creditsSummarySchema>;
