/**
 * `aria-current` and `data-active` for the link to the page being read, and no props at all for the
 * others: a prop passed as undefined is still written into every page's RSC payload as
 * `"$undefined"` (issue 12). Its own module because client components (the sidebar rows) use it
 * too, and they must not import the server's icon table with the division bar.
 */
export function currentProps(active: boolean | undefined): { 'aria-current'?: 'page'; 'data-active'?: true } {
  return active ? { 'aria-current': 'page', 'data-active': true } : {};
}
