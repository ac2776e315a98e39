/** The route of the release news page (spec 3 §2), on its own so that the routes need not load the banner. */
export const RELEASES_PATH = '/releases-page';
