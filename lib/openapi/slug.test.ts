import { describe, expect, it } from 'vitest';
import { joinUrl, operationSlug, slugify } from './slug';

describe("slugify: Mintlify's rule, byte for byte", () => {
  // Each expectation is what @mintlify/common 1.0.1211's prepareStringToBeValidFilename returns.
  const cases: [string, string][] = [
    ['Create user (admin)', 'create-user-admin'],
    ['List pets', 'list-pets'],
    ['Get  user   by id', 'get-user--by-id'],
    ['Fetch {userId} profile', 'fetch--profile'],
    ["Don't panic.", 'dont-panic'],
    ['a/b/c', 'abc'],
    ['Line one\nline two', 'line-oneline-two'],
    ['  -leading and trailing-  ', '-leading-and-trailing-'],
    ['Pets, cats & dogs', 'pets-cats-&-dogs'],
    ['UPPER Case', 'upper-case'],
    ['x--y', 'x-y'],
    ['x---y', 'x--y'],
    ['x----y', 'x--y'],
    ['Management API - Surveys', 'management-api--surveys'],
    ['Closing down - Get an assignment', 'closing-down--get-an-assignment'],
    ["What's new?", 'whats-new?'],
    ['100% *fun* [beta]', '100%-*fun*-[beta]'],
    ['Use `code` here', 'use-`code`-here'],
    ['Tab\there', 'tab\there'],
    ['Carriage\r\nreturn', 'carriage\rreturn'],
    ['{a}{b}', ''],
    ['-dash-', 'dash'],
    ['{id}', ''],
    ['Über Straße', 'über-straße'],
    ['a.b.c', 'abc'],
    ['(())', ''],
    ['  ', ''],
    ['a {b\nc} d', 'a-bc-d'],
    ['', ''],
  ];
  it.each(cases)('%j → %j', (given, want) => expect(slugify(given)).toBe(want));
});

describe('operationSlug', () => {
  const cases: [string, string, string | undefined, string][] = [
    ['GET', '/users/{id}', undefined, 'get-users'],
    ['GET', '/users/{id}/posts', undefined, 'get-users-posts'],
    ['POST', '/users', 'Create user (admin)', 'create-user-admin'],
    ['DELETE', '/', undefined, 'delete-'],
    ['PUT', '/v1/items', '', 'put-v1items'],
    // A summary that slugs to nothing still counts: the page sits at its folder (as Mintlify does).
    ['GET', '/things', '()', ''],
    ['GET', '/users/{id}', '  Padded  ', '-padded-'],
  ];
  it.each(cases)('%s %s (%j) → %j', (method, path, summary, want) => expect(operationSlug(method, path, summary)).toBe(want));
});

describe('joinUrl', () => {
  it.each([
    [['api-reference', 'pets', 'list-pets'], '/api-reference/pets/list-pets'],
    [['api-reference', '', 'list-pets'], '/api-reference/list-pets'],
    [['/docs/api/', 'x'], '/docs/api/x'],
  ] as [string[], string][])('%j → %s', (given, want) => expect(joinUrl(...given)).toBe(want));
});
