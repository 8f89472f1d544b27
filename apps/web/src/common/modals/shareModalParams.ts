/** The sharing modal's id and the address values it reads (what is shared), apart from the modal so links to it stay light. */
export const SHARE_MODAL = 'share';
export const SHARE_TYPE_PARAM = 'shareType';
export const SHARE_ID_PARAM = 'shareId';
