/**
 * The editors' jobs page, as a link (lib/auth/reader-route's JOBS_PATH; a client file may not
 * import lib/auth, which holds server code).
 */
export const JOBS_PAGE = '/pull/jobs';
