import { describe, expect, it } from 'vitest';
import { SHARE_MODAL } from '../../common/modals/shareModalParams';
import { TRANSFER_WELCOME_MODAL } from '../../common/modals/transferWelcomeModal';
import { modalRegistry } from './modalRegistry';

// Spec §2's modals opened by `?modal=<id>`; each comes from a different feature (or common/).
describe('modal registry', () => {
  it('registers every modal the address can name, each with a component', () => {
    const ids = [TRANSFER_WELCOME_MODAL, SHARE_MODAL, 'no-credits', 'no-plan', 'feature-unavailable', 'promo-code', 'request-for-enterprise', 'new-user-promo'];
    expect(Object.keys(modalRegistry).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(modalRegistry[id]?.component, id).toBeTruthy();
  });
});
