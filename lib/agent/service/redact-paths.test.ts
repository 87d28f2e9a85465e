import { describe, expect, it } from 'vitest';
import { redactServerPaths } from './redact-paths';

const roots = [
  { dir: '/srv/lectern/.data', label: '<data>' },
  { dir: '/srv/lectern/.data/special dir', label: '<special>' },
  { dir: '/home/ops/site', label: '<repository>' },
  { dir: '/', label: '<root>' },
];

describe('redactServerPaths', () => {
  it.each([
    ["fatal: repository '/srv/lectern/.data/repos/acme.git' does not exist", "fatal: repository '<data>/repos/acme.git' does not exist"],
    ['file:///srv/lectern/.data/repos/acme.git', 'file://<data>/repos/acme.git'],
    ['file:///srv/lectern/.data/special%20dir/x', 'file://<special>/x'],
    ['/srv/lectern/.data/special dir/x and /home/ops/site: gone', '<special>/x and <repository>: gone'],
    ['/srv/lectern/.data2/x is another directory', '/srv/lectern/.data2/x is another directory'],
    ['GET /users returned 404', 'GET /users returned 404'],
  ])('%j → %j', (given, want) => expect(redactServerPaths(given, roots)).toBe(want));
});
