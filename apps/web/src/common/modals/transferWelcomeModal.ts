/**
 * The transfer welcome modal's id (spec §2): auth's `transfer` entry hook opens it, billing renders
 * it (what arrived with the account), so the id sits between them, apart from either's code.
 */
export const TRANSFER_WELCOME_MODAL = 'transfer-welcome';
