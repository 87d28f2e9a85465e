/**
 * The lines of a Markdown/MDX body that are prose, with inline code spans blanked: fenced code
 * blocks (``` or ~~~, closed by the same marker) are skipped. `line` is 1-based in the body.
 * Scanners for links and file references read only these, so examples in code never count.
 */
export function proseLines(body: string): { text: string; line: number }[] {
  const out: { text: string; line: number }[] = [];
  let fence: string | null = null;
  body.split('\n').forEach((text, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (marker) {
      if (fence === null) fence = marker[0];
      else if (marker[0] === fence) fence = null;
      return;
    }
    if (fence === null) out.push({ text: text.replace(/`[^`]*`/g, ''), line: index + 1 });
  });
  return out;
}
