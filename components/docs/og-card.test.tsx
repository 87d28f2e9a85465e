import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderOgCard, type OgCardProps } from './og-card';

const TTF = readFileSync(path.resolve('node_modules/katex/dist/fonts/KaTeX_SansSerif-Regular.ttf'));
const card: OgCardProps = { siteName: 'Widgets', primary: '#0D9373', title: 'List every widget', description: 'Filters too.', dark: false };
const png = async (props: OgCardProps) => Buffer.from(await renderOgCard(props).arrayBuffer());

describe('the Open Graph card and thumbnails.fonts', () => {
  it('is drawn in the fetched family: another image than the bundled font gives, the same one each time', async () => {
    const bundled = await png(card);
    const configured = await png({ ...card, font: { family: 'Widget Sans', data: TTF } });
    expect(bundled.subarray(1, 4).toString()).toBe('PNG');
    expect(configured.equals(bundled)).toBe(false);
    expect(configured.equals(await png({ ...card, font: { family: 'Widget Sans', data: TTF } }))).toBe(true);
  });
});
