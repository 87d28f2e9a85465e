import { CopyLabel } from '@/components/mdx/copy-label.client';

type Props = {
  kind: 'endpoint' | 'webhook' | 'schema';
  method?: string;
  /** The path, full URL, webhook name or schema name. */
  target: string;
  deprecated?: boolean;
  version?: string;
};

/**
 * Method badge and copyable path (or webhook / schema name), with the page's labels. Empty slots
 * are `null`, not undefined: the RSC payload writes undefined as "$undefined" (issue 12).
 */
export function EndpointHeader({ kind, method, target, deprecated, version }: Props) {
  return (
    <div className="oa-header">
      {deprecated || version ? (
        <div className="oa-labels">
          {deprecated ? (
            <span className="oa-label oa-deprecated" data-deprecated="">
              Deprecated
            </span>
          ) : null}
          {version ? <span className="oa-label oa-version">Version {version}</span> : null}
        </div>
      ) : null}
      <div className="oa-endpoint-bar" data-copy-root="">
        {kind === 'webhook' && <span className="method-badge method-hook oa-method">WEBHOOK</span>}
        {kind === 'schema' && <span className="method-badge method-hook oa-method">SCHEMA</span>}
        {method ? <span className={`method-badge method-${method.toLowerCase()} oa-method`}>{method}</span> : null}
        <code className="oa-endpoint-url">{target}</code>
        <CopyLabel targetSelector=".oa-endpoint-url" label={kind === 'endpoint' ? 'copyUrl' : 'copy'} />
      </div>
    </div>
  );
}
