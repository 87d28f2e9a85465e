import type { ComponentProps } from 'react';
// KaTeX's stylesheet and fonts, bundled and served by the site itself (no CDN): the fonts, the
// heavy part, are only fetched by pages that typeset math.
import 'katex/dist/katex.min.css';
import { Accordion, AccordionGroup, Expandable } from './accordion';
import { Anchor } from './anchor';
import { AuthorIsland } from './author-island.client';
import { Callout, Check, Danger, Info, Note, Tip, Warning } from './callouts';
import { Card, CardGroup, Column, Columns, Tile } from './cards';
import { CodeBlock } from './code-block';
import { MdxCodeBlock } from './code-block-component';
import { CodeGroup, RequestExample, ResponseExample } from './code-group';
import { Color } from './color';
import { ParamField, ResponseField } from './fields';
import { Frame } from './frame';
import { GitHub } from './github';
import { H2, H3, H4 } from './headings';
import { Badge, Icon, Latex, Link, Tooltip } from './inline';
import { Panel, Prompt, View, ViewSelector, Visibility } from './layout';
import { Mermaid } from './mermaid.client';
import { Step, Steps } from './steps';
import { Tab, Tabs } from './tabs';
import { Tree } from './tree';
import { UnknownComponent } from './unknown-component';
import { Update } from './update';

function Table(props: ComponentProps<'table'>) {
  return (
    <div className="table-wrap">
      <table {...props} />
    </div>
  );
}

function Image({ alt = '', ...props }: ComponentProps<'img'>) {
  return <img alt={alt} loading="lazy" {...props} />;
}

/**
 * The MDX component map: HTML overrides, then the authoring components pages use. Its names must
 * match `KNOWN_COMPONENTS` in lib/content (a test checks): anything else in a page is rewritten to
 * `UnknownComponent` before rendering.
 */
export const mdxComponents = {
  a: Anchor,
  pre: CodeBlock,
  table: Table,
  img: Image,
  h2: H2,
  h3: H3,
  h4: H4,
  AuthorIsland,
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
  Panel,
  Frame,
  Steps,
  Step,
  Tabs,
  Tab,
  Accordion,
  AccordionGroup,
  Expandable,
  View,
  ViewSelector,
  Visibility,
  CodeGroup,
  CodeBlock: MdxCodeBlock,
  RequestExample,
  ResponseExample,
  Mermaid,
  Prompt,
  ParamField,
  ResponseField,
  Icon,
  Tooltip,
  Badge,
  Latex,
  Link,
  Update,
  Tree,
  FileTree: Tree,
  Color,
  GitHub,
  UnknownComponent,
};
