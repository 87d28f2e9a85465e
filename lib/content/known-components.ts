/**
 * Every component name a page may use: the authoring components of the hosted docs platforms
 * (with their aliases) plus Lectern's internal ones. `components/mdx` must provide each of them
 * (its test checks), and anything else in a page is an unknown component: a warning from
 * `lectern check` and a visible placeholder on the page. Lives in lib/ so the CLI can check pages
 * without importing React.
 */
export const KNOWN_COMPONENTS: ReadonlySet<string> = new Set([
  // callouts
  'Note', 'Tip', 'Warning', 'Info', 'Check', 'Danger', 'Callout',
  // cards and layout
  'Card', 'CardGroup', 'Columns', 'Column', 'Tile', 'Panel', 'Frame',
  // steps, tabs, disclosure
  'Steps', 'Step', 'Tabs', 'Tab', 'CodeBlock', 'Accordion', 'AccordionGroup', 'Expandable', 'View', 'Visibility',
  // code
  'CodeGroup', 'RequestExample', 'ResponseExample', 'Mermaid', 'Prompt',
  // API fields
  'ParamField', 'ResponseField',
  // inline
  'Icon', 'Tooltip', 'Badge', 'Latex', 'Link',
  // changelog, trees, colours
  'Update', 'Tree', 'Tree.Folder', 'Tree.File', 'FileTree', 'FileTree.Folder', 'FileTree.File',
  'Color', 'Color.Item', 'Color.Row', 'GitHub.Repo',
  // produced by Lectern's own remark steps
  'UnknownComponent', 'AuthorIsland', 'ViewSelector',
]);

/** Whether `name` (`Card`, `Tree.Folder`) is a component pages may use. */
export function isKnownComponent(name: string): boolean {
  return KNOWN_COMPONENTS.has(name);
}

/** JSX names that are components rather than HTML elements: capitalised or dotted. */
export function isComponentName(name: string | null | undefined): name is string {
  return !!name && (/^[A-Z]/.test(name) || name.includes('.'));
}
