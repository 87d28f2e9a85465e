/** Why a reader has fewer rights than they might expect; the sign-in page explains each one. */
export type ViewerNotice = 'session-invalid' | 'no-groups-claim';

/**
 * Who is reading: the one shape every access decision takes. Built once per request from the
 * session (lib/auth/get-viewer); plain data, so it can be passed to pure predicates and tests.
 */
export type Viewer = {
  signedIn: boolean;
  name?: string;
  email?: string;
  groups: string[];
  notice?: ViewerNotice;
};

/** The signed-out reader: what static pages are rendered for. */
export const ANONYMOUS: Viewer = Object.freeze({ signedIn: false, groups: [] });

/** Whether the viewer is signed in and in at least one of `groups`. */
export function isMember(viewer: Viewer, groups: readonly string[]): boolean {
  return viewer.signedIn && groups.some((g) => viewer.groups.includes(g));
}
