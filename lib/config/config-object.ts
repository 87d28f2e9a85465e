import { z } from 'zod';
import { didYouMean } from './did-you-mean';
import { isPlainObject, listCode } from './values';

/** Marks carried by our custom zod issues, read when issues become problems. */
export type IssueParams = {
  severity?: 'warning';
  /** This issue explains its whole subtree: other issues at or below its path are noise. */
  covers?: boolean;
  /** A missing key (a sibling) this issue explains: `sorce` explains why `source` is missing. */
  explains?: string;
  /** This issue reports a missing required key. */
  missing?: boolean;
};

export type KeyRules = {
  /** How messages name the object: `a tab`, `docs.json`. */
  what: string;
  /** Keys the published schema defines that Lectern accepts but does not act on yet. */
  ignored?: readonly string[];
  /** A specific message for a key known elsewhere (`tabs` inside a tab, a root `openapi`). */
  misplaced?: (key: string, value: Record<string, unknown>) => string | undefined;
};

/** The warning for a key Lectern accepts but ignores: one wording, so repeats merge. */
export function notActedOnMessage(key: string): string {
  return `\`${key}\` is accepted but Lectern does not act on it yet`;
}

function unknownKeyMessage(key: string, what: string, known: string[], match: string | undefined): string {
  if (match !== undefined) return `unknown key \`${key}\` in ${what}; did you mean \`${match}\`?`;
  // Lists the keys Lectern acts on; past a screenful, the schema reference is the better guide.
  const list = known.length <= 25 ? `; ${what} may have ${listCode([...known].sort())}` : '';
  return `unknown key \`${key}\` in ${what}${list}`;
}

/**
 * An object schema that warns on keys nobody defines (with a "did you mean") and on keys Lectern
 * accepts but ignores. An unknown key never stops a build: Mintlify strips such keys, so a
 * docs.json it accepts builds here too. It becomes an error only where it explains a missing
 * required key (`navigaton`), because then the build would fail anyway (zod-problems.ts). Unknown
 * keys are checked even when a value inside the object is also wrong, so one run reports
 * everything. It has no transforms: output equals input.
 */
export function configObject<S extends z.ZodRawShape>(shape: S, rules: KeyRules): z.ZodType<z.output<z.ZodObject<S>>> {
  const known = Object.keys(shape);
  const ignored = rules.ignored ?? [];
  const schema = z.looseObject(shape).superRefine(
    (value, ctx) => {
      if (!isPlainObject(value)) return; // the object schema itself reports the wrong type
      for (const key of Object.keys(value)) {
        if (known.includes(key)) continue;
        if (ignored.includes(key)) {
          const params: IssueParams = { severity: 'warning' };
          ctx.addIssue({ code: 'custom', path: [key], message: notActedOnMessage(key), params });
          continue;
        }
        const match = didYouMean(key, [...known, ...ignored]);
        const misplaced = rules.misplaced?.(key, value);
        const message = misplaced ?? unknownKeyMessage(key, rules.what, known, match);
        // A known key in the wrong place (`tabs` in a tab) breaks the navigation: still an error.
        const params: IssueParams = {
          ...(misplaced ? {} : { severity: 'warning' as const }),
          ...(match !== undefined && value[match] === undefined ? { explains: match } : {}),
        };
        ctx.addIssue({ code: 'custom', path: [key], message, params });
      }
    },
    { when: () => true },
  );
  // The loose object's index signature is an implementation detail: unknown keys never pass.
  return schema;
}
