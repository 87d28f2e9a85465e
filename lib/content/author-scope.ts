/**
 * What author code finds in scope without importing it, shared by the bundler (server) and the
 * runtime (browser), so this file imports nothing. Mintlify documents these hooks as pre-injected.
 */
export const AUTHOR_HOOKS = ['useState', 'useEffect', 'useRef', 'useCallback', 'useMemo', 'useContext', 'useReducer', 'useLayoutEffect', 'useId'] as const;

/** The export of a page's bundle holding one function per expression its islands evaluate. */
export const EXPRESSIONS_EXPORT = '__lecternExpressions';

/** What one island runs: a component (by expression) with props, or one expression's value. */
export type IslandSpec = {
  /** Index of the expression that yields the component (`component`) or the value to show. */
  x: number;
  component?: true;
  /** Literal props; `e` maps prop names to expression indexes; `s` lists spread expressions. */
  p?: Record<string, string | true>;
  e?: Record<string, number>;
  s?: number[];
  /** What an error box names: `<HeroCard>`, and where it is used: `index.mdx:12`. */
  label: string;
  at: string;
};

/** Built-in MDX components author code may use without importing them (the browser map matches). */
export const AUTHOR_COMPONENT_NAMES = [
  'Note', 'Tip', 'Warning', 'Info', 'Check', 'Danger', 'Callout',
  'Card', 'CardGroup', 'Columns', 'Column', 'Tile', 'Frame',
  'Steps', 'Step', 'Accordion', 'AccordionGroup', 'Expandable',
  'Badge', 'Icon', 'Link', 'Tooltip',
] as const;
