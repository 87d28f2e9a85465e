import { describe, expect, it } from 'vitest';
import { apiSchema } from '../config/api-schema';
import { getPlaygroundSettings } from './settings';

describe('playground settings: environments and the OAuth client id from docs.json', () => {
  const api = {
    playground: {
      environments: [{ name: 'sandbox', variables: { baseUrl: 'https://sandbox.example.com', region: 'eu' } }],
      oauth: { clientId: 'docs-playground' },
    },
  };

  it('accepts them in docs.json, and refuses an environment without a name', () => {
    expect(apiSchema.safeParse(api).success).toBe(true);
    expect(apiSchema.safeParse({ playground: { environments: [{ variables: {} }] } }).success).toBe(false);
    expect(apiSchema.safeParse({ playground: { oauth: { clientSecret: 'x' } } }).success).toBe(false);
  });

  it('hands the island the environments as variable rows, and the client id', () => {
    const settings = getPlaygroundSettings(api);
    expect(settings.environments).toEqual([
      {
        name: 'sandbox',
        variables: [
          { name: 'baseUrl', value: 'https://sandbox.example.com' },
          { name: 'region', value: 'eu' },
        ],
      },
    ]);
    expect(settings.clientId).toBe('docs-playground');
    expect(getPlaygroundSettings(undefined)).not.toHaveProperty('environments');
  });
});
