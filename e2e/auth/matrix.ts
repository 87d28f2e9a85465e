/**
 * The visibility matrix of test/fixtures/auth-site (issue 5 acceptance 1): for each page, which
 * of the three viewers may open it, see it in the navigation, and use its playground. Shared by
 * lib/auth/access.test.ts (the rules on the loaded route table) and the browser tests.
 */
export type ViewerName = 'signedOut' | 'alpha' | 'beta';
export const VIEWERS: ViewerName[] = ['signedOut', 'alpha', 'beta'];

/** Test users of test/fixtures/auth-site/users.json (passwords are only for this fixture). */
export const USERS = {
  alpha: { email: 'alice@example.test', password: 'alpha-password', name: 'Alice Alpha', groups: ['alpha'] },
  beta: { email: 'bob@example.test', password: 'beta-password', name: 'Bob Beta', groups: ['beta'] },
} as const;

type Row = {
  url: string;
  title: string;
  /** Who may open the page (and find it in navigation, search, llms.txt, .md). */
  page: Record<ViewerName, boolean>;
  /** Who gets the interactive playground (endpoint pages only). */
  playground?: Record<ViewerName, boolean>;
  /** Strings only those who may see the page may ever receive. */
  markers?: string[];
  /** Listed in the sidebar (false for schema pages, which are reachable but unlisted). */
  inNav?: boolean;
};

const all = { signedOut: true, alpha: true, beta: true };
const signedIn = { signedOut: false, alpha: true, beta: true };
const alphaOnly = { signedOut: false, alpha: true, beta: false };
const betaOnly = { signedOut: false, alpha: false, beta: true };

export const MATRIX: Row[] = [
  { url: '/', title: 'Welcome', page: all },
  { url: '/playground-alpha', title: 'Alpha playground page', page: all, playground: alphaOnly },
  { url: '/playground-signed-in', title: 'Signed-in playground page', page: all, playground: signedIn },
  { url: '/signed-in', title: 'Readers only', page: signedIn, markers: ['MARKER_SIGNED_IN_ONLY'] },
  { url: '/alpha-page', title: 'Alpha Secret Guide', page: alphaOnly, markers: ['MARKER_ALPHA_PAGE', 'Alpha Secret Guide'] },
  { url: '/alpha-or-beta', title: 'Shared Alpha Beta Notes', page: signedIn, markers: ['MARKER_ALPHA_OR_BETA', 'Shared Alpha Beta Notes'] },
  {
    url: '/team/plan',
    title: 'Alpha Team Plan',
    page: alphaOnly,
    markers: ['MARKER_ALPHA_TEAM_PLAN', 'Alpha Team Plan', 'MARKER_ALPHA_TEAM_CHART'],
  },
  { url: '/team/open', title: 'Team open letter', page: all },
  {
    url: '/team/embeds',
    title: 'Alpha Embeds',
    page: alphaOnly,
    markers: ['MARKER_ALPHA_EMBEDS', 'Alpha Embeds', 'MARKER_ALPHA_EMBEDDED_FILE', 'MARKER_ALPHA_OBJECT_FILE'],
  },
  { url: '/beta/home', title: 'Beta Lab Home', page: betaOnly, markers: ['MARKER_BETA_TAB', 'Beta Lab Home', 'MARKER_BETA_FILE'] },
  { url: '/beta/public-note', title: 'Beta public note', page: all },
  { url: '/api-reference/things/list-open-things', title: 'List open things', page: all, playground: all },
  {
    url: '/api-reference/betasecrets/marker-beta-secret-operation',
    title: 'Marker Beta Secret Operation',
    page: betaOnly,
    playground: betaOnly,
    markers: [
      'Marker Beta Secret Operation',
      'MARKER_BETA_OPERATION_TEXT',
      'markerBetaSecretParam',
      'MARKER_BETA_TAG_DESCRIPTION',
      // In a closed nested level the page leaves out (GET /api/site/fields serves it).
      'MARKER_BETA_NESTED_FIELD',
    ],
  },
  { url: '/api-reference/things/beta-playground-operation', title: 'Beta playground operation', page: all, playground: betaOnly },
  {
    url: '/api-reference/things/signed-in-operation',
    title: 'Signed in operation',
    page: signedIn,
    playground: signedIn,
    markers: ['markerSignedInField'],
  },
  {
    url: '/api-reference/schemas/markerbetasecretrecord',
    title: 'MarkerBetaSecretRecord',
    page: betaOnly,
    markers: ['markerBetaSecretField'],
    inNav: false,
  },
];

/** Every marker `viewer` must never receive, in any response. */
export function forbiddenMarkers(viewer: ViewerName): string[] {
  return MATRIX.filter((r) => !r.page[viewer]).flatMap((r) => r.markers ?? []);
}
