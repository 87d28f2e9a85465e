/**
 * Attacks on the proxy's OAuth allowance (issue 16): it forwards to a token or discovery URL only
 * when the page's own operation declares exactly that URL, with that URL's method, and never
 * follows a redirect from it. Against a real API on loopback, like proxy.security.test.ts; every
 * refusal must happen before the API sees a request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROXY_HEADERS } from '../proxy-protocol';
import { createProxyHandler, type ProxySite } from './create-proxy-handler';
import { proxyRequest, refusalOf, siteOf, startLoopbackApi, vetTestApiAsPublic } from './testing/loopback-api';

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  api = await startLoopbackApi();
});
afterAll(() => api.close());

/** The loopback site, its operations secured by an oauth2 scheme and an OpenID Connect one on the test API. */
function siteWithOAuth(base: string): ProxySite {
  const site = siteOf([{ url: `${base}/v1` }]);
  const doc = site.specs.get('spec.yaml')!.doc as Record<string, unknown>;
  doc.components = {
    securitySchemes: {
      oauth: {
        type: 'oauth2',
        flows: { clientCredentials: { tokenUrl: `${base}/oauth/token`, refreshUrl: `${base}/oauth/refresh`, scopes: {} } },
      },
      oidc: { type: 'openIdConnect', openIdConnectUrl: `${base}/.well-known/openid-configuration` },
    },
  };
  doc.security = [{ oauth: [] }, { oidc: [] }];
  return site;
}

const proxy = () => createProxyHandler({ getSite: async () => siteWithOAuth(api.base), vet: vetTestApiAsPublic });

async function outcome(target: string, method: string, page = '/api/user'): Promise<{ got: string; reached: number }> {
  const before = api.received.length;
  const response = await proxy()(
    proxyRequest(target, { method, page, ...(method === 'POST' ? { body: 'grant_type=client_credentials' } : {}) }),
  );
  const got = response.headers.get(PROXY_HEADERS.outcome) === 'forwarded' ? 'forwarded' : (await refusalOf(response)).code;
  return { got, reached: api.received.length - before };
}

describe('the proxy reaches only the OAuth URLs the operation declares', () => {
  it.each([
    ['/oauth/token', 'POST', 'forwarded'],
    ['/oauth/refresh', 'POST', 'forwarded'],
    ['/.well-known/openid-configuration', 'GET', 'forwarded'],
    // Exactly those URLs: nothing below, beside or around them.
    ['/oauth/token/extra', 'POST', 'target_not_allowed'],
    ['/oauth/tokens', 'POST', 'target_not_allowed'],
    ['/oauth/token?redirect=http://169.254.169.254/', 'POST', 'target_not_allowed'],
    ['/oauth/../admin', 'POST', 'target_not_allowed'],
    ['/oauth/%2e%2e/admin', 'POST', 'target_not_allowed'],
    ['/oauth/token%2F..%2Fadmin', 'POST', 'not_this_operation'],
    ['/oauth/', 'POST', 'target_not_allowed'],
    ['/.well-known/jwks', 'GET', 'target_not_allowed'],
    // Only each URL's own method.
    ['/oauth/token', 'GET', 'method_not_allowed'],
    ['/oauth/token', 'DELETE', 'method_not_allowed'],
    ['/.well-known/openid-configuration', 'POST', 'method_not_allowed'],
  ])('%s %s → %s', async (path, method, want) => {
    const { got, reached } = await outcome(`${api.base}${path}`, method);
    expect(got).toBe(want);
    expect(reached).toBe(want === 'forwarded' ? 1 : 0);
  });

  it('refuses the same URL with credentials in it, or on another port or scheme', async () => {
    const other = new URL(api.base);
    for (const target of [
      `http://user:pw@${other.host}/oauth/token`,
      `http://${other.hostname}:1/oauth/token`,
      `https://${other.host}/oauth/token`,
    ]) {
      const { got, reached } = await outcome(target, 'POST');
      expect(got, target).not.toBe('forwarded');
      expect(reached).toBe(0);
    }
  });

  it('refuses a token URL that another spec declares, or on a page whose operation has no OAuth', async () => {
    const plain = createProxyHandler({ getSite: async () => siteOf([{ url: `${api.base}/v1` }]), vet: vetTestApiAsPublic });
    const before = api.received.length;
    const response = await plain(proxyRequest(`${api.base}/oauth/token`, { method: 'POST', page: '/api/user', body: 'x' }));
    expect((await refusalOf(response)).code).toBe('target_not_allowed');
    expect(api.received.length).toBe(before);
  });

  it('does not follow a redirect from a token endpoint', async () => {
    const site = siteWithOAuth(api.base);
    const doc = site.specs.get('spec.yaml')!.doc as {
      components: { securitySchemes: { oauth: { flows: { clientCredentials: { tokenUrl: string } } } } };
    };
    doc.components.securitySchemes.oauth.flows.clientCredentials.tokenUrl = `${api.base}/v1/redirect?status=307&to=/v1/users/1`;
    const handler = createProxyHandler({ getSite: async () => site, vet: vetTestApiAsPublic });
    const before = api.received.length;
    const response = await handler(
      proxyRequest(`${api.base}/v1/redirect?status=307&to=/v1/users/1`, { method: 'POST', page: '/api/user', body: 'x' }),
    );
    expect((await refusalOf(response)).code).toBe('too_many_redirects');
    expect(api.received.length - before).toBe(1);
  });

  it('still refuses loopback and private addresses for a declared token URL without allowPrivate', async () => {
    const handler = createProxyHandler({ getSite: async () => siteWithOAuth(api.base) });
    const before = api.received.length;
    const response = await handler(proxyRequest(`${api.base}/oauth/token`, { method: 'POST', page: '/api/user', body: 'x' }));
    expect(response.headers.get(PROXY_HEADERS.outcome)).toBe('refused');
    expect(api.received.length).toBe(before);
  });
});
