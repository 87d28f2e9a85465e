import GithubSlugger from 'github-slugger';

export type Section = { heading?: string; anchor?: string; text: string };

/** Markdown/MDX to plain words: markup, JSX tags, imports and link targets removed, code kept. */
export function toPlainText(markdown: string): string {
  return markdown
    .replace(/^(import|export)\s.*$/gm, ' ')
    .replace(/^\s*(`{3,}|~{3,}).*$/gm, ' ')
    // A GitHub alert's marker line (`> [!WARNING]`, lib/content/remark-gfm-alerts.ts) is not words.
    .replace(/^[ \t]*>[ \t]*\[!(?:note|tip|important|warning|caution)\][ \t]*$/gim, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/[*_~`>#|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Splits a page body at `##`/`###` headings (outside code fences). Anchors are slugged with the
 * same github-slugger rules rehype-slug uses, so a result lands exactly on its heading.
 */
export function splitSections(body: string): Section[] {
  const slugger = new GithubSlugger();
  const sections: Section[] = [];
  let current: Section = { text: '' };
  let fence: string | null = null;
  for (const line of body.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker) fence = fence === null ? marker[0] : marker[0] === fence ? null : fence;
    const heading = fence === null && !marker ? /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line) : null;
    if (heading) {
      const text = toPlainText(heading[2]);
      const anchor = slugger.slug(text);
      if (heading[1].length <= 3) {
        sections.push(current);
        current = { heading: text, anchor, text: '' };
        continue;
      }
    }
    current.text += `${line}\n`;
  }
  sections.push(current);
  return sections.map((s) => ({ ...s, text: toPlainText(s.text) })).filter((s) => s.heading || s.text);
}
