import type { DocsConfig } from '../config/schema';

type Theme = NonNullable<DocsConfig['theme']>;

/*
 * docs.json `theme` (Mintlify customize/themes.mdx). Lectern's shell is Mint's layout; each other
 * theme changes the traits that tell it apart at a glance, with CSS over the same markup: no second
 * set of components to keep in step. Colours stay docs.json `colors`; fonts stay `fonts`, which
 * come later in the head and so win over a theme's font. A collapsed sidebar group and a page row's
 * link carry no class (issue 12), so a rule for `.sidebar-heading` or `.sidebar-link` also names its stand-in, as
 * app/globals.css does ("collapsed groups").
 */
const HEADING = '.sidebar-heading,.sidebar-list>li>details>summary';
const LINK = '.sidebar-link,.sidebar-list li>a:not([class]),.sidebar-list details>a:not([class]),.sidebar-list ul summary:not([class])';

const THEME_CSS: Record<Theme, string> = {
  mint: '',
  // Modern and clean: no rules between the columns, the current page a rounded pill.
  maple: `.sidebar{border-right:none}.navbar{border-bottom-color:transparent}${LINK}{border-radius:999px}`,
  // Fintech: a tinted navigation column, a firm navbar.
  palm: '.sidebar{background:var(--bg-soft)}.navbar{background:var(--bg)}',
  // Stripped back: no borders at all, quieter section headings.
  willow: `.sidebar{border-right:none}.navbar{border-bottom:none}${HEADING}{color:var(--fg-muted);font-weight:500}`,
  // Retro terminal: monospace everywhere, square corners.
  linden: ':root{--radius:0px}body{font-family:var(--font-mono)}',
  // Card based: the page sits on a card.
  almond:
    '.docs-main .page{background:var(--bg);border:1px solid var(--border);border-radius:16px;padding:32px 40px}' +
    '.docs-main{background:var(--bg-soft)}',
  // Dense navigation: small uppercase section headings.
  aspen: `${HEADING}{text-transform:uppercase;letter-spacing:.06em;font-size:11px;color:var(--fg-muted)}`,
  // Large scale: a bigger title and wider reading column.
  sequoia: '.page-header h1{font-size:2.6rem;letter-spacing:-.02em}.content-grid .page{max-width:860px}',
  // Minimal: no navbar rule, a softer sidebar rule, rounder corners.
  luma: ':root{--radius:14px}.navbar{border-bottom-color:transparent}',
};

/** The CSS of a `theme` (empty for Mint, Lectern's own layout). */
export function buildThemeCss(theme: Theme | undefined): string {
  return theme ? THEME_CSS[theme] : '';
}
