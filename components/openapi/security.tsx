import type { SecurityModel } from '@/lib/openapi/page-model-types';
import { schemeSummary } from './labels';
import { Section } from './section';
import type { ViewContext } from './view-context';

/**
 * Authentication requirements (https://spec.openapis.org/oas/v3.1.0#security-requirement-object):
 * alternatives, any one of which is enough; the schemes inside one alternative go together. An
 * empty alternative means the operation also works without credentials.
 */
export function SecuritySection({ security, ctx }: { security: SecurityModel; ctx: ViewContext }) {
  const sets = security.filter((set) => set.length);
  if (!sets.length) return null;
  const optional = sets.length < security.length;
  const note = sets.length > 1 ? `Any one of these${optional ? ', or none' : ''}:` : optional ? 'Optional:' : undefined;
  return (
    <Section title="Authorizations" data={{ 'data-part': 'security' }}>
      {note && <p className="oa-note">{note}</p>}
      <ul className="oa-auth-list">
        {sets.map((set, i) => (
          <li key={i} className="oa-auth-set">
            {set.map((scheme) => {
              const { name, kind } = schemeSummary(scheme);
              return (
                <div key={scheme.key} className="oa-auth">
                  <div className="oa-field-head">
                    <code className="oa-field-name">{name}</code>
                    <span className="oa-type">{kind}</span>
                    {scheme.scopes.length > 0 && <span className="oa-constraint">scopes: {scheme.scopes.join(', ')}</span>}
                  </div>
                  {scheme.description && <div className="prose oa-description">{ctx.md(scheme.description)}</div>}
                </div>
              );
            })}
          </li>
        ))}
      </ul>
    </Section>
  );
}
