import type { ReactNode } from 'react';

/** A titled part of the reference; nested operations (callbacks) use lower heading levels. */
export function Section({
  title,
  level = 2,
  extra,
  children,
  data,
}: {
  title: string;
  level?: 2 | 3 | 4;
  extra?: ReactNode;
  children: ReactNode;
  data?: Record<string, string>;
}) {
  const Heading = `h${level}` as const;
  return (
    <section className="oa-section" {...data}>
      <Heading className="oa-section-title">
        {title}
        {/* null, not undefined: an absent extra would be written "$undefined" into the payload. */}
        {extra ?? null}
      </Heading>
      {children}
    </section>
  );
}
