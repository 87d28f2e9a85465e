import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';

type TitleSize = 'p' | 'h2' | 'h3' | 'h4';

/** A numbered procedure. Numbers come from a CSS counter unless a step sets `stepNumber`. */
export function Steps({ children, titleSize }: { children?: ReactNode; titleSize?: TitleSize }) {
  return (
    <div className="steps" data-title-size={titleSize}>
      {children}
    </div>
  );
}

type StepProps = { title?: string; stepNumber?: number | string; icon?: string; titleSize?: TitleSize; id?: string; children?: ReactNode };

/** One step: a marker (number or icon) on the line, a title, and its content. */
export function Step({ title, stepNumber, icon, titleSize = 'p', id, children }: StepProps) {
  const Title = (['h2', 'h3', 'h4'] as const).find((t) => t === titleSize) ?? 'p';
  return (
    <div className="step" id={id}>
      <span className="step-marker" aria-hidden={stepNumber === undefined && !icon ? 'true' : undefined}>
        {icon ? <Icon name={icon} size={15} /> : stepNumber !== undefined ? String(stepNumber) : null}
      </span>
      <div className="step-content">
        {title && <Title className="step-title">{title}</Title>}
        <div className="step-body">{children}</div>
      </div>
    </div>
  );
}
