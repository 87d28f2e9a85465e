import path from 'node:path';
import { lintSource } from '@secretlint/core';
import { rules as recommended } from '@secretlint/secretlint-rule-preset-recommend';
import type { SecretLintCoreConfig } from '@secretlint/types';

/** A text the run adds: a changed file's new content and, to tell what is new, its content before. */
export type ScannedText = { file: string; content: string; before?: string };

export type SecretFinding = { file: string; rule: string };

// `filter-comments` honours `secretlint-disable` comments in the scanned text: the model writes
// that text, so it could switch the gate off. Access key ids are not secret on their own, but
// one in a docs change is a leak worth stopping, so the AWS rule's id scan is turned on.
const CONFIG: SecretLintCoreConfig = {
  rules: recommended
    .filter((rule) => rule.meta.id !== '@secretlint/secretlint-rule-filter-comments')
    .map((rule) => ({
      id: rule.meta.id,
      rule,
      options: rule.meta.id === '@secretlint/secretlint-rule-aws' ? { enableIDScanRule: true } : {},
    })),
};

/** Shapes the recommended preset has no rule for (checked 11.7.1), ours first. */
const EXTRA_RULES: [id: string, pattern: RegExp][] = [
  ['lectern/api-key', /\blec_[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g],
  ['lectern/stripe-live-key', /\b(?:sk|rk)_live_[0-9A-Za-z]{20,}/g],
  ['lectern/sk-api-key', /\bsk-[A-Za-z0-9_-]{20,}/g],
];

/**
 * The secret gate (docs/agent-api.md "Tools and the sandbox"): scans what the run adds — each changed text file and the
 * summary — with secretlint's maintained recommended rules plus our own key format, and returns the
 * first finding as file and rule id, never the secret. A match that was already in the file
 * before the run is not the run's doing and does not count.
 */
export async function findSecret(texts: ScannedText[]): Promise<SecretFinding | null> {
  for (const text of texts) {
    if (text.content.slice(0, 8192).includes('\0')) continue; // binary: images and media
    const isNew = (match: string) => match.length > 0 && !(text.before ?? '').includes(match);
    for (const [id, pattern] of EXTRA_RULES) {
      for (const m of text.content.matchAll(pattern)) if (isNew(m[0])) return { file: text.file, rule: id };
    }
    const result = await lintSource({
      source: { content: text.content, filePath: text.file, ext: path.extname(text.file), contentType: 'text' },
      options: { config: CONFIG, maskSecrets: true, noPhysicFilePath: true },
    });
    for (const message of result.messages) {
      const [start, end] = message.range;
      if (isNew(text.content.slice(start, end))) return { file: text.file, rule: message.ruleId };
    }
  }
  return null;
}
