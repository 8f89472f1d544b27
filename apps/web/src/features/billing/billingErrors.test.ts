import { describe, expect, it } from 'vitest';
import { billingModalFor } from './billingErrors';

describe('billing dialogs', () => {
  it('opens no-credits on 402 no_credits, no-plan on 403 plan_expired, upgrade on 403 feature_unavailable, nothing else', () => {
    expect(billingModalFor({ status: 402, code: 'no_credits' })).toBe('no-credits');
    expect(billingModalFor({ status: 403, code: 'plan_expired' })).toBe('no-plan');
    expect(billingModalFor({ status: 403, code: 'feature_unavailable' })).toBe('feature-unavailable');
    expect(billingModalFor({ status: 403, code: 'unauthorized' })).toBeNull();
    expect(billingModalFor({ status: 400, code: 'no_credits' })).toBeNull();
  });
});
