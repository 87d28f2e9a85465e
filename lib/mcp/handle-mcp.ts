import 'server-only';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { getViewerFor } from '../auth/get-viewer';
import { isApiError } from '../http/api-error';
import { readBodyCapped } from '../http/read-body';
import { getSite } from '../site/get-site';
import { buildDocsMcpServer } from './docs-mcp-server';

/**
 * `/mcp` (Mintlify's path): the docs' MCP server over Streamable HTTP, stateless. Each request
 * gets its own server and transport for its own reader, so nothing (no session, no reader) is kept
 * between requests and any server process can answer any request. Replies are plain JSON, not an
 * event stream: every tool answers at once. The body is read with the site's size cap first.
 */
export async function handleMcp(request: Request): Promise<Response> {
  let parsedBody: unknown;
  if (request.method === 'POST') {
    try {
      parsedBody = JSON.parse(await readBodyCapped(request, 256 * 1024));
    } catch (error) {
      const message = isApiError(error) ? error.detail : 'The body is not valid JSON.';
      return Response.json(
        { jsonrpc: '2.0', error: { code: -32700, message }, id: null },
        { status: isApiError(error) ? error.status : 400 },
      );
    }
  }
  const site = await getSite();
  const viewer = await getViewerFor(site);
  const origin = (process.env.SITE_URL || new URL(request.url).origin).replace(/\/$/, '');
  const server = buildDocsMcpServer(site, viewer, origin);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  const response = await transport.handleRequest(request, { parsedBody });
  await server.close();
  return response;
}
