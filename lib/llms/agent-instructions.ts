import type { DocsConfig } from '../config/schema';

/**
 * docs.json `markdown.instructions` as the quoted "Agent Instructions" block Mintlify renders
 * (ai/markdown-export.mdx): an array is joined line by line; each line is quoted, so a line of the
 * author's cannot end the block. Undefined when there are none.
 */
export function buildAgentInstructions(config: DocsConfig | null): string | undefined {
  const given = config?.markdown?.instructions;
  const lines = (Array.isArray(given) ? given : given === undefined ? [] : [given]).flatMap((text) => text.split(/\r?\n/));
  if (!lines.some((line) => line.trim())) return undefined;
  return ['> ## Agent Instructions', ...lines.map((line) => (line.trim() ? `> ${line}` : '>'))].join('\n');
}
