import type { Integrations } from '@/lib/config/integrations-schema';
import { buildAnalyticsTags } from '@/lib/site/analytics';
import { buildConsentGate } from '@/lib/site/consent-gate';

/**
 * docs.json `integrations` in the head of every page: each tool's loader (lib/site/analytics.ts)
 * and, when `integrations.cookies` is set, the consent gate in front of them. Gated scripts are
 * rendered as `type="text/plain"`, which the browser neither fetches nor runs, until the gate
 * (lib/site/consent-gate.ts) finds the reader's consent and starts a live copy of each.
 */
export function IntegrationScripts({ integrations }: { integrations: Integrations | undefined }) {
  const tags = buildAnalyticsTags(integrations);
  const gate = buildConsentGate(integrations?.cookies);
  const inert = gate ? { type: 'text/plain' } : {};
  return (
    <>
      {tags.map((tag, i) =>
        tag.src ? (
          <script
            key={i}
            // A live script loads without blocking the page; an inert one must not be hoisted as a resource.
            {...(gate ? inert : { async: true })}
            src={tag.src}
            data-analytics={tag.name}
            {...Object.fromEntries(Object.entries(tag.data ?? {}).map(([k, v]) => [`data-${k}`, v]))}
          />
        ) : (
          <script key={i} {...inert} data-analytics={tag.name} dangerouslySetInnerHTML={{ __html: tag.inline ?? '' }} />
        ),
      )}
      {gate && tags.length > 0 && <script data-lectern="consent-gate" dangerouslySetInnerHTML={{ __html: gate }} />}
    </>
  );
}
