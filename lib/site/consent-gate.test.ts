import { describe, expect, it } from 'vitest';
import { buildConsentGate } from './consent-gate';

describe('buildConsentGate', () => {
  it('no `cookies`, no gate: the scripts start as the page loads', () => {
    expect(buildConsentGate(undefined)).toBeUndefined();
  });

  it('checks the configured key and value, in localStorage and then in the cookies', () => {
    const gate = buildConsentGate({ key: 'cookie-consent', value: 'accepted' })!;
    expect(gate).toMatch(/\}\)\("cookie-consent","accepted"\);$/);
    expect(gate).toContain('localStorage.getItem(k)===v');
    expect(gate).toContain('document.cookie');
  });

  it('a key or value cannot leave its string or the script tag', () => {
    const gate = buildConsentGate({ key: '"</script><script>alert(1)//', value: 'x' })!;
    expect(gate).not.toContain('</script>');
    expect(gate).toContain('"\\"\\u003c/script>\\u003cscript>alert(1)//"');
  });
});
