import { describe, expect, it } from 'vitest';
import { plainTitle } from './plain-title';

describe('plainTitle: Markdown summaries become plain titles', () => {
  it.each([
    ['List pets', 'List pets'],
    ['Create a [webhook](https://docs.example.com/hooks)', 'Create a webhook'],
    ['List `repos` for a user', 'List repos for a user'],
    ['Get **all** the _things_', 'Get all the things'],
    ['snake_case_name stays', 'snake_case_name stays'],
    ['First line\n\nsecond paragraph', 'First line second paragraph'],
    ['A < B & C', 'A < B & C'],
    ['Escaped \\*star\\*', 'Escaped *star*'],
  ])('%j → %j', (given, want) => expect(plainTitle(given)).toBe(want));
});
