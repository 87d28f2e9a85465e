/**
 * A fenced or indented code block in a Markdown description (Markdown renders it with CodeBlock, a
 * client component inside, so such a description stays an element tree and its level stays inline).
 * A module of its own: the description payload and the deferred levels both ask, and neither may
 * import the other (view-context imports the deferred levels' types).
 */
export function hasCodeBlock(text: string): boolean {
  return /```|~~~|(^|\n)(?: {4}|\t)/.test(text);
}
