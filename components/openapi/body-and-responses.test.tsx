import { Children, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ResponseModel } from '@/lib/openapi/page-model-types';
import { MediaSwitch, Responses } from './body-and-responses';
import { MediaClient, ResponseClient } from './response.client';
import type { ViewContext } from './view-context';

const ctx: ViewContext = { md: (t) => (t ? <p>{t}</p> : null), schemaUrl: () => undefined, expanded: false };

const responses: ResponseModel[] = [
  {
    status: '200',
    description: 'Response',
    headers: [],
    content: [{ mediaType: 'application/json', schema: { type: 'string' }, examples: [] }],
  },
  { status: '404', description: 'Resource *not* found\nMore words.', headers: [], content: [] },
];

describe('responses in the RSC payload (issue 12)', () => {
  it('each response is one client element with its status, colour class and summary line; only the first is open', () => {
    const section = Responses({ responses, ctx }) as ReactElement<{ children: ReactElement[] }>;
    const drawn = Children.toArray(section.props.children) as ReactElement<Record<string, unknown>>[];
    expect(drawn.map((r) => r.type)).toEqual([ResponseClient, ResponseClient]);
    const props = drawn.map((r) => Object.fromEntries(Object.entries(r.props).filter(([key]) => key !== 'children')));
    expect(props).toEqual([
      { s: '200', c: 'success', t: 'Response', open: true },
      { s: '404', c: 'client-error', t: 'Resource not found' },
    ]);
  });

  it('draws the same details, summary and body as before', () => {
    const html = renderToStaticMarkup(Responses({ responses, ctx }));
    expect(html).toContain(
      '<details class="oa-response" open="" data-status="200"><summary><span class="oa-status oa-status-success">200</span>' +
        '<span class="oa-response-summary">Response</span></summary><div class="oa-response-body"><div class="oa-media">' +
        '<div class="oa-media-type">application/json</div>',
    );
    expect(html).toContain(
      '<details class="oa-response" data-status="404"><summary><span class="oa-status oa-status-client-error">404</span>' +
        '<span class="oa-response-summary">Resource not found</span></summary><div class="oa-response-body">' +
        '<div class="prose oa-description"><p>Resource *not* found\nMore words.</p></div></div></details>',
    );
  });

  it('one media type is one client element naming it', () => {
    const media = MediaSwitch({ content: responses[0].content, ctx }) as ReactElement<{ m: string }>;
    expect(media.type).toBe(MediaClient);
    expect(media.props.m).toBe('application/json');
  });
});
