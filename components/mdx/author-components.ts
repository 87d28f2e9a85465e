import type { ComponentType } from 'react';
import type { AUTHOR_COMPONENT_NAMES } from '@/lib/content/author-scope';
import { Accordion, AccordionGroup, Expandable } from './accordion';
import { Callout, Check, Danger, Info, Note, Tip, Warning } from './callouts';
import { Card, CardGroup, Column, Columns, Tile } from './cards';
import { Frame } from './frame';
import { Badge, Icon, Link, Tooltip } from './inline';
import { Step, Steps } from './steps';

/**
 * The MDX components author code may use without importing them, as on Mintlify. Only those that
 * render the same in the browser as on the server (no server-only code, no async) are here: the
 * author's components run in the browser (author-island-run.tsx, loaded on first use, runs them),
 * and the page's own map (index.tsx) takes them from here, so the two cannot drift apart. No
 * `'use client'`: the server imports the components themselves, not references to them.
 */
// `ComponentType<never>` in the check: each component takes its own props; the map is only spread into a scope.
export const authorComponents = {
  Note,
  Tip,
  Warning,
  Info,
  Check,
  Danger,
  Callout,
  Card,
  CardGroup,
  Columns,
  Column,
  Tile,
  Frame,
  Steps,
  Step,
  Accordion,
  AccordionGroup,
  Expandable,
  Badge,
  Icon,
  Link,
  Tooltip,
} satisfies Record<(typeof AUTHOR_COMPONENT_NAMES)[number], ComponentType<never>>;
