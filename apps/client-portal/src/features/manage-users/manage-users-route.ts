/** The route of the users page (spec 3 §2). */
export const MANAGE_USERS_PATH = '/settings/manageusers';
