import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { toBool, type Flag } from './props';

type AccordionProps = { title?: string; description?: string; icon?: string; defaultOpen?: Flag; id?: string; children?: ReactNode };

/**
 * A disclosure on the native `<details>` element: it opens without JavaScript, is keyboard and
 * screen-reader accessible, and the browser's find-in-page opens it on a match.
 */
export function Accordion({ title, description, icon, defaultOpen, id, children }: AccordionProps) {
  return (
    <details className="accordion" open={toBool(defaultOpen)} id={id}>
      <summary className="accordion-summary">
        <Icon name="lucide:chevron-right" size={16} className="accordion-chevron" />
        {icon && <Icon name={icon} size={16} className="accordion-icon" />}
        <span className="accordion-heading">
          <span className="accordion-title">{title}</span>
          {description && <span className="accordion-description">{description}</span>}
        </span>
      </summary>
      <div className="accordion-body">{children}</div>
    </details>
  );
}

/** Accordions joined into one bordered list. */
export function AccordionGroup({ children }: { children?: ReactNode }) {
  return <div className="accordion-group">{children}</div>;
}

/** Nested fields behind a "Show properties" toggle, inside a `ParamField` or `ResponseField`. */
export function Expandable({ title = 'properties', defaultOpen, children }: { title?: string; defaultOpen?: Flag; children?: ReactNode }) {
  return (
    <details className="expandable" open={toBool(defaultOpen)}>
      <summary className="expandable-summary">
        <Icon name="lucide:chevron-right" size={14} className="accordion-chevron" />
        <span className="expandable-closed">Show {title}</span>
        <span className="expandable-open">Hide {title}</span>
      </summary>
      <div className="expandable-body">{children}</div>
    </details>
  );
}
