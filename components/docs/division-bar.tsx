import { currentProps } from './current-props';
import { IntentLink } from './intent-link.client';
import { Icon } from '@/components/ui/icon';
import { languageName, toHtmlLang } from '@/lib/i18n/locales';
import { ENGLISH, type UiStrings } from '@/lib/i18n/ui-strings';
import type { DivisionLevel, DivisionLink } from '@/lib/site/layout-model';
import { NavIcon, themeColor } from './nav-icon';
import type { CSSProperties } from 'react';

/**
 * Tabs across the top of the page (the `tab` level of navigation). Tabs with `align: "end"` follow
 * the others at the far end, in their docs.json order; the DOM order is the visual order, so
 * keyboard focus moves as the eye does.
 */
export function TabsBar({ level }: { level: DivisionLevel }) {
  const start = level.items.filter((item) => item.align !== 'end');
  const end = level.items.filter((item) => item.align === 'end');
  return (
    <nav className="tabs-bar" aria-label="Sections">
      <div className="tabs-inner">
        {/* Index keys: a level's links are redrawn whole by each page, and a key is written into every page's payload. */}
        {start.map((item, i) => (
          <TabLink key={i} item={item} />
        ))}
        {end.length > 0 && <span className="tabs-spacer" aria-hidden="true" />}
        {end.map((item, i) => (
          <TabLink key={`e${i}`} item={item} />
        ))}
      </div>
    </nav>
  );
}

function TabLink({ item }: { item: DivisionLink }) {
  return (
    <IntentLink href={item.url} className="tab-link" {...currentProps(item.active)}>
      <Icon name={item.icon} iconType={item.iconType} size={15} />
      {item.label}
    </IntentLink>
  );
}

/** A language reads as its own name (`es` → Español) when docs.json names it by code only. */
function pickerLabel(kind: DivisionLevel['kind'], item: DivisionLink): string {
  return kind === 'language' && item.code && item.label === item.code ? languageName(item.code) : item.label;
}

/**
 * An anchor's icon box in the anchor's `color`: the icon always, and for the anchor being read its
 * box too (border and a faint fill), so the reader's section is marked in the section's colour as
 * on Mintlify sites; without a colour the box keeps the theme's look (app/globals.css).
 */
function anchorIconStyle(item: DivisionLink): { style?: CSSProperties } {
  if (!item.color) return {};
  const color = themeColor(item.color);
  return { style: item.active ? { color, borderColor: color, background: `color-mix(in srgb, ${color} 14%, transparent)` } : { color } };
}

/**
 * Anchors as a list of links, and dropdowns/versions/languages/products as a disclosure menu. A
 * language or version link already points at the current page's counterpart (lib/site/layout-model).
 */
export function DivisionPicker({ level, strings = ENGLISH }: { level: DivisionLevel; strings?: UiStrings }) {
  if (level.kind === 'anchor') {
    return (
      <ul className="anchor-list">
        {level.items.map((item, i) => (
          <li key={i}>
            <IntentLink
              href={item.url}
              className="anchor-link"
              {...(item.active ? { 'data-active': true, 'aria-current': 'page' as const } : {})}
              {...(item.external ? { target: '_blank', rel: 'noreferrer' } : {})}
            >
              <span className="anchor-icon" {...anchorIconStyle(item)}>
                <Icon name={item.icon} iconType={item.iconType} size={15} />
              </span>
              {item.label}
            </IntentLink>
          </li>
        ))}
      </ul>
    );
  }
  const active = level.items.find((i) => i.active) ?? level.items[0];
  return (
    <details className="division-picker">
      <summary>
        <NavIcon name={active?.icon} iconType={active?.iconType} color={active?.color} size={15} />
        <span>{active && pickerLabel(level.kind, active)}</span>
        <span className="picker-kind">
          {level.kind === 'language' ? strings.language : level.kind === 'version' ? strings.version : level.kind}
        </span>
      </summary>
      <ul>
        {level.items.map((item, i) => (
          <li key={i}>
            <IntentLink
              href={item.url}
              {...(item.active ? { 'data-active': true } : {})}
              {...(level.kind === 'language' && item.code ? { hrefLang: toHtmlLang(item.code), lang: toHtmlLang(item.code) } : {})}
            >
              <NavIcon name={item.icon} iconType={item.iconType} color={item.color} size={15} />
              {pickerLabel(level.kind, item)}
            </IntentLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
