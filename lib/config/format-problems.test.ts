import { describe, expect, it } from 'vitest';
import { formatProblems } from './format-problems';

describe('formatProblems', () => {
  it('prints errors first, each located, then a count', () => {
    const out = formatProblems([
      {
        severity: 'warning',
        file: 'docs.json',
        path: 'integrations',
        line: 40,
        message: '`integrations` is accepted but Lectern does not act on it yet',
      },
      {
        severity: 'error',
        file: 'nav.json',
        path: 'navigation.tabs[0].pages[2]',
        line: 12,
        message: '`GET x`: an operation path starts with `/`; write `GET /x`',
      },
      { severity: 'error', file: 'docs.json', path: '', message: 'no docs.json in /site' },
    ]);
    expect(out).toBe(
      [
        'nav.json:12 navigation.tabs[0].pages[2]: error: `GET x`: an operation path starts with `/`; write `GET /x`',
        'docs.json: error: no docs.json in /site',
        'docs.json:40 integrations: warning: `integrations` is accepted but Lectern does not act on it yet',
        '2 errors, 1 warning',
      ].join('\n'),
    );
  });

  it('says so when there is nothing to report', () => {
    expect(formatProblems([])).toBe('no problems');
  });
});
