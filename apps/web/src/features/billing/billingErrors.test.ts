import { describe, expect, it } from 'vitest';
import { billingModalFor } from './billingErrors';

describe('billing dialogs', () => {
  it('opens no-credits on 402 no_credits and no-plan on 403 plan_expired, nothing else', () => {
    expect(billingModalFor({ status: 402, code: 'no_credits' })).toBe('no-credits');
    expect(billingModalFor({ status: 403, code: 'plan_expired' })).toBe('no-plan');
    expect(billingModalFor({ status: 403, code: 'unauthorized' })).toBeNull();
    expect(billingModalFor({ status: 400, code: 'no_credits' })).toBeNull();
  });
});
