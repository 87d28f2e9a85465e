import { describe, expect, it } from 'vitest';
import { getDirectoryOf } from './directory';
import { parseDocsConfig } from './parse';

/** The navigation of organize/navigation.mdx's "Directory listings" example, under a tab that sets `card`. */
const navigation = {
  directory: 'accordion',
  tabs: [
    {
      tab: 'Help',
      directory: 'card',
      groups: [
        {
          group: 'Help Center',
          root: 'help/index',
          pages: [
            {
              group: 'Getting Started',
              root: 'help/getting-started/index',
              directory: 'accordion',
              pages: ['help/getting-started/quickstart'],
            },
            { group: 'API Reference', root: 'help/api/index', directory: 'none', pages: ['help/api/overview'] },
            { group: 'No root', pages: ['help/plain'] },
          ],
        },
      ],
    },
    { tab: 'Guides', groups: [{ group: 'Guides', root: 'guides/index', pages: ['guides/a'] }] },
  ],
};

describe('getDirectoryOf: `directory` is inherited down the tree unless overridden', () => {
  const loaded = parseDocsConfig({ name: 'Acme', navigation }, 'docs.json');
  const cases: { entry: string; want: { layout: string; group: string } | undefined }[] = [
    { entry: 'help/index', want: { layout: 'card', group: 'Help Center' } }, // the tab's value beats navigation's
    { entry: 'help/getting-started/index', want: { layout: 'accordion', group: 'Getting Started' } }, // its own value
    { entry: 'help/api/index', want: undefined }, // "none" turns it off below a listing parent
    { entry: 'help/plain', want: undefined }, // not a group's root page
    { entry: 'guides/index', want: { layout: 'accordion', group: 'Guides' } }, // from `navigation`
  ];
  it.each(cases)('$entry', ({ entry, want }) => {
    expect(loaded.problems).toEqual([]);
    const found = getDirectoryOf(loaded.nav!, (root) => root === entry);
    expect(found && { layout: found.layout, group: found.group.label }).toEqual(want);
  });

  it('is off by default', () => {
    const plain = parseDocsConfig({ name: 'Acme', navigation: { groups: [{ group: 'G', root: 'a', pages: ['b'] }] } }, 'docs.json');
    expect(getDirectoryOf(plain.nav!, (root) => root === 'a')).toBeUndefined();
  });
});
