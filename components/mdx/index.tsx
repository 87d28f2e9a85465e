import type { ComponentProps } from 'react';
// KaTeX's stylesheet and fonts, bundled and served by the site itself (no CDN): the fonts, the
// heavy part, are only fetched by pages that typeset math.
import 'katex/dist/katex.min.css';
import { Anchor } from './anchor';
import { authorComponents } from './author-components';
import { AuthorIsland } from './author-island.client';
import { CodeBlock } from './code-block';
import { MdxCodeBlock } from './code-block-component';
import { CodeGroup, RequestExample, ResponseExample } from './code-group';
import { Color } from './color';
import { ParamField, ResponseField } from './fields';
import { GitHub } from './github';
import { H2, H3, H4 } from './headings';
import { Latex } from './inline';
import { Panel, Prompt, View, ViewSelector, Visibility } from './layout';
import { Mermaid } from './mermaid.client';
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
  // Callouts, cards, steps, accordions, frames and the inline ones: the same map author code sees.
  ...authorComponents,
  Panel,
  Tabs,
  Tab,
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
  Latex,
  Update,
  Tree,
  FileTree: Tree,
  Color,
  GitHub,
  UnknownComponent,
};
