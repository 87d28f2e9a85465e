import { describe, expect, it } from 'vitest';
import { MASK, maskSecrets } from './mask';

describe('maskSecrets', () => {
  it.each([
    ['curl -H "X-Key: abc123" https://x/?k=abc123', ['abc123'], `curl -H "X-Key: ${MASK}" https://x/?k=${MASK}`],
    ['q=a%20b%26c', ['a b&c'], `q=${MASK}`],
    ['token-long and token', ['token', 'token-long'], `${MASK} and ${MASK}`],
    ['nothing secret', [''], 'nothing secret'],
  ])('%s', (text, secrets, want) => expect(maskSecrets(text, secrets)).toBe(want));
});
