import { describe, expect, it } from 'vitest';
import { parseCodeMeta } from './code-meta';

describe('parseCodeMeta', () => {
  it.each([
    ['app.ts', 'app.ts'],
    ['app.ts {1,3-4}', 'app.ts'],
    ['{2} config.json', 'config.json'],
    ['"My file.ts" {1}', 'My file.ts'],
    ['title="Long name"', 'Long name'],
    ['{1-2}', undefined],
    ['', undefined],
  ])('%j → %j', (meta, title) => expect(parseCodeMeta(meta).title).toBe(title));
});
