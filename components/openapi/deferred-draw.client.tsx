'use client';

import type { ReactNode } from 'react';
import type { FieldsLevel } from './fields-resource';
import { SchemaFields } from './schema-view';
import type { ViewContext } from './view-context';

/**
 * A deferred level drawn in the browser from the fields resource's answer, by the components that
 * draw it on the server (schema-view.tsx), so it looks the same: descriptions come as the HTML the
 * server rendered, type chips link to the schema pages the answer names. Loaded on demand
 * (level-drawer.client.tsx imports it when a level first opens), so it is not part of first-load JS.
 */
export function drawLevel(level: unknown): ReactNode {
  const { node, html, urls } = level as FieldsLevel;
  const ctx: ViewContext = {
    md: (text) => (text ? <p>{text}</p> : null),
    html: (text) => html[text],
    schemaUrl: (name) => (name ? urls[name] : undefined),
    expanded: false,
  };
  return <SchemaFields node={node} ctx={ctx} />;
}
