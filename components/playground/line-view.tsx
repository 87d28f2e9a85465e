'use client';

import { useState } from 'react';
import { tokenizeJsonLine } from '@/lib/playground/json-lines';

const LINE = 20;
const HEIGHT = 480;
const ALL_BELOW = 2000;
/**
 * Characters of one line that are laid out. A minified body is one line of megabytes; laying
 * that out in `white-space: pre` blocks the page for most of a second, and nobody reads past
 * the first screens of it (the whole body is one Download away).
 */
export const LONGEST_LINE = 5000;

/**
 * Lines of text in a scroll box. Up to a couple of thousand lines render as they are; beyond
 * that only the lines in view (plus a margin) exist in the DOM, so a 300 000-line JSON body
 * costs what 60 lines cost. JSON lines are highlighted as they are rendered.
 */
export function LineView({ lines, count, json, label }: { lines: string[]; count: number; json: boolean; label: string }) {
  const [top, setTop] = useState(0);
  const virtual = count > ALL_BELOW;
  const first = virtual ? Math.max(0, Math.floor(top / LINE) - 30) : 0;
  const last = virtual ? Math.min(count, first + Math.ceil(HEIGHT / LINE) + 60) : count;
  const shown = lines.slice(first, last);
  return (
    <div
      className={`pg-lines${json ? ' pg-json' : ''}`}
      role="region"
      aria-label={label}
      tabIndex={0}
      onScroll={virtual ? (e) => setTop(e.currentTarget.scrollTop) : undefined}
      style={{ maxHeight: HEIGHT }}
    >
      <pre style={virtual ? { height: count * LINE, paddingTop: first * LINE } : undefined}>
        {shown.map((full, i) => {
          const line = full.length > LONGEST_LINE ? full.slice(0, LONGEST_LINE) : full;
          return (
            <div className="pg-line" key={first + i}>
              {json
                ? tokenizeJsonLine(line).map((t, j) =>
                    t.kind ? (
                      <span key={j} className={`pg-tok-${t.kind}`}>
                        {t.text}
                      </span>
                    ) : (
                      t.text
                    ),
                  )
                : line || ' '}
              {line !== full && (
                <span className="pg-clipped"> … {(full.length - LONGEST_LINE).toLocaleString('en')} more characters on this line</span>
              )}
            </div>
          );
        })}
      </pre>
    </div>
  );
}
