'use client';

import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { CHOICE_EVENT } from './language-key';

type SwitcherProps = {
  /** Text of each choice (tab or option). */
  labels: string[];
  /** Panels rendered on the server; all stay in the HTML, inactive ones `hidden`. */
  panels: ReactNode[];
  /** Accessible name of the tab list or select. */
  label: string;
  variant?: 'tabs' | 'select';
  /** Shown at the start of the bar (a panel title). */
  title?: ReactNode;
  /**
   * localStorage key: the chosen `keys` entry is remembered across pages and shared live with
   * every switcher of the same key (the code-sample language).
   */
  persist?: string;
  keys?: string[];
  className?: string;
};

const EVENT = CHOICE_EVENT;

/**
 * Whether the panel a component sits in is the one shown (and every switcher around it shows its
 * panel too): a code panel left to the browser (server-drawn-code.client) highlights itself only then.
 */
export const PanelShown = createContext(true);

/**
 * The one interactive part of media-type tabs, oneOf choices, named examples and code-sample
 * languages. Hidden panels answer an `oa-reveal` event (sent by HashReveal when a link targets a
 * field inside them) by becoming the active one.
 */
export function Switcher({ labels, panels, label, variant = 'tabs', title, persist, keys = labels, className }: SwitcherProps) {
  const [active, setActive] = useState(0);
  const shown = useContext(PanelShown);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);

  const keyList = keys.join('\u0000');

  useEffect(() => {
    if (!persist) return;
    const list = keyList.split('\u0000');
    const apply = (value: string | null) => {
      const index = value === null ? -1 : list.indexOf(value);
      if (index >= 0) setActive(index);
    };
    apply(readStored(persist));
    const onChoice = (event: Event) => {
      const detail = (event as CustomEvent<{ key: string; value: string }>).detail;
      if (detail.key === persist) apply(detail.value);
    };
    window.addEventListener(EVENT, onChoice);
    return () => window.removeEventListener(EVENT, onChoice);
  }, [persist, keyList]);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const onReveal = (event: Event) => {
      const panel = event.target as HTMLElement;
      if (panel.parentElement !== element) return; // a nested switcher's panel
      const index = [...element.querySelectorAll(':scope > [data-oa-panel]')].indexOf(panel);
      if (index >= 0) flushSync(() => setActive(index));
    };
    element.addEventListener('oa-reveal', onReveal);
    return () => element.removeEventListener('oa-reveal', onReveal);
  }, []);

  function select(index: number) {
    setActive(index);
    if (!persist) return;
    try {
      localStorage.setItem(persist, keys[index]);
    } catch {
      // storage blocked: the choice still applies on this page
    }
    window.dispatchEvent(new CustomEvent(EVENT, { detail: { key: persist, value: keys[index] } }));
  }

  return (
    <div ref={root} className={`oa-switch oa-switch-${variant}${className ? ` ${className}` : ''}`}>
      <div className="oa-switch-bar">
        {title}
        {variant === 'select' ? (
          <select className="oa-select" aria-label={label} value={active} onChange={(e) => select(Number(e.target.value))}>
            {labels.map((text, i) => (
              <option key={i} value={i}>
                {text}
              </option>
            ))}
          </select>
        ) : (
          <div className="oa-tabs" role="tablist" aria-label={label}>
            {labels.map((text, i) => (
              <button
                key={i}
                type="button"
                role="tab"
                id={`${id}-t${i}`}
                aria-selected={i === active}
                aria-controls={`${id}-p${i}`}
                className="oa-tab"
                onClick={() => select(i)}
              >
                {text}
              </button>
            ))}
          </div>
        )}
      </div>
      {panels.map((panel, i) => (
        <div key={i} role="tabpanel" id={`${id}-p${i}`} aria-label={labels[i]} hidden={i !== active} data-oa-panel="">
          <PanelShown value={shown && i === active}>{panel}</PanelShown>
        </div>
      ))}
    </div>
  );
}

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
