import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { AUTH_ORIGIN } from '../../playwright.auth.config';
import { expect, test } from '../fixtures';
import { sessionCookie } from './helpers';

/**
 * Issue 13 on the sign-in fixture: the MCP server, feedback and llms-full.txt see only the pages
 * their reader may view, as search and the pages do. A gated page is invisible to an anonymous
 * client and answers exactly as a missing page; a member gets it.
 */
async function mcpClient(cookie: string) {
  const client = new Client({ name: 'lectern-e2e', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${AUTH_ORIGIN}/mcp`), { requestInit: { headers: cookie ? { cookie } : {} } }),
  );
  return client;
}

const paths = (result: Awaited<ReturnType<Client['callTool']>>) =>
  (result.structuredContent as { results: { path: string }[] }).results.map((r) => r.path);
const text = (result: Awaited<ReturnType<Client['callTool']>>) => (result.content as { text: string }[])[0].text;

test('MCP: a gated page stays invisible to an anonymous client, and a member finds and reads it', async () => {
  const anonymous = await mcpClient('');
  expect((await anonymous.listTools()).tools.map((t) => t.name).sort()).toEqual(['read_page', 'search_docs']);
  const welcome = await anonymous.callTool({ name: 'search_docs', arguments: { query: 'Welcome' } });
  expect(paths(welcome)).toContain('/');
  const hidden = await anonymous.callTool({ name: 'search_docs', arguments: { query: 'Alpha Secret Guide' } });
  expect(paths(hidden)).not.toContain('/alpha-page');
  expect(JSON.stringify(hidden)).not.toContain('MARKER_ALPHA_PAGE');
  const gated = await anonymous.callTool({ name: 'read_page', arguments: { path: '/alpha-page' } });
  const missing = await anonymous.callTool({ name: 'read_page', arguments: { path: '/no-such-page' } });
  expect([gated.isError, text(gated).replace('/alpha-page', '<path>')]).toEqual([true, text(missing).replace('/no-such-page', '<path>')]);
  await anonymous.close();

  const alpha = await mcpClient(await sessionCookie('alpha'));
  const found = await alpha.callTool({ name: 'search_docs', arguments: { query: 'Alpha Secret Guide' } });
  expect(paths(found)).toContain('/alpha-page');
  expect(text(await alpha.callTool({ name: 'read_page', arguments: { path: '/alpha-page' } }))).toContain('MARKER_ALPHA_PAGE');
  await alpha.close();
});

test('feedback on a page the reader may not see is the same 404 as on a missing page', async () => {
  const post = (page: string, cookie = '') =>
    fetch(`${AUTH_ORIGIN}/api/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.13', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ page, helpful: true }),
    });
  const shape = async (response: Response, page: string) => {
    const { requestId: _id, ...body } = (await response.json()) as Record<string, unknown>;
    return { status: response.status, type: response.headers.get('content-type'), body: JSON.stringify(body).replaceAll(page, '<page>') };
  };
  expect(await shape(await post('/team/plan'), '/team/plan')).toEqual(await shape(await post('/no-such-page'), '/no-such-page'));
  expect((await post('/team/plan', await sessionCookie('alpha'))).status).toBe(201);
});

test('llms-full.txt holds the pages of its reader only', async () => {
  const anonymous = await (await fetch(`${AUTH_ORIGIN}/llms-full.txt`)).text();
  expect(anonymous).toContain('# Welcome');
  for (const marker of ['MARKER_ALPHA_PAGE', 'MARKER_SIGNED_IN_ONLY', 'MARKER_ALPHA_TEAM_PLAN']) expect(anonymous).not.toContain(marker);
  const alpha = await (await fetch(`${AUTH_ORIGIN}/llms-full.txt`, { headers: { cookie: await sessionCookie('alpha') } })).text();
  expect(alpha).toContain('MARKER_ALPHA_PAGE');
});
