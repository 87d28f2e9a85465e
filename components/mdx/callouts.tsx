import type { CSSProperties, ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';

export type CalloutKind = 'note' | 'tip' | 'warning' | 'info' | 'check' | 'danger' | 'custom';

/** The preset icon of each callout kind (also used by typed cards). */
export const CALLOUT_ICONS: Record<Exclude<CalloutKind, 'custom'>, string> = {
  note: 'lucide:pencil-line',
  info: 'lucide:info',
  tip: 'lucide:lightbulb',
  warning: 'lucide:triangle-alert',
  check: 'lucide:circle-check',
  danger: 'lucide:octagon-alert',
};

type CalloutProps = { children?: ReactNode; icon?: string; color?: string; title?: string };

function CalloutBox({ kind, icon, color, title, children }: CalloutProps & { kind: CalloutKind }) {
  const style = color ? ({ '--callout-color': color } as CSSProperties) : undefined;
  const name = icon ?? (kind === 'custom' ? undefined : CALLOUT_ICONS[kind]);
  return (
    <div className={`callout callout-${kind}`} role="note" style={style}>
      {name && (
        <span className="callout-icon">
          <Icon name={name} size={18} />
        </span>
      )}
      <div className="callout-content">
        {title && <p className="callout-title">{title}</p>}
        {children}
      </div>
    </div>
  );
}

function preset(kind: Exclude<CalloutKind, 'custom'>) {
  const Preset = (props: CalloutProps) => <CalloutBox kind={kind} {...props} />;
  Preset.displayName = kind[0].toUpperCase() + kind.slice(1);
  return Preset;
}

export const Note = preset('note');
export const Tip = preset('tip');
export const Warning = preset('warning');
export const Info = preset('info');
export const Check = preset('check');
export const Danger = preset('danger');

/** A callout with the author's own icon and colour (`<Callout icon="key" color="#FFC107">`). */
export function Callout(props: CalloutProps) {
  return <CalloutBox kind="custom" {...props} icon={props.icon ?? 'lucide:info'} />;
}
