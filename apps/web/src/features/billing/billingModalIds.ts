/**
 * Ids (`?modal=<id>`, spec §2) of billing's own modals, apart from the modals themselves: pages
 * link to them, and the modal code loads only when one opens.
 */
export const NEW_USER_PROMO_MODAL = 'new-user-promo';
export const PROMO_CODE_MODAL = 'promo-code';
export const ENTERPRISE_REQUEST_MODAL = 'request-for-enterprise';
