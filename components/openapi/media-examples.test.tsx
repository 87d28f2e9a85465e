import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CODE_STYLE } from '@/lib/content/code-style';
import type { MediaModel } from '@/lib/openapi/page-model-types';
import { buildExampleSets, mediaExample } from './aside-data';
import { ExamplesCard } from './code-panel';

// Mintlify api-playground/multiple-responses.mdx: an `audio/*` response whose example is the
// file's URL is drawn as a player, not as a quoted string; the same holds for video and images.
const media = (mediaType: string, values: unknown[]): MediaModel => ({
  mediaType,
  examples: values.map((value, i) => ({ name: `e${i}`, summary: `Example ${i}`, value })),
});

describe('audio, video and image examples', () => {
  it('are a player or the picture when the example is the file’s address', async () => {
    const sets = await buildExampleSets(
      [
        { title: '200', content: [media('audio/mpeg', ['https://example.com/sample-audio.mp3', '/demo-api/audio'])] },
        { title: '201', content: [media('video/webm', ['https://example.com/clip.webm'])] },
        { title: '202', content: [media('image/png', ['/images/overview.png'])] },
      ],
      DEFAULT_CODE_STYLE,
    );
    const html = renderToStaticMarkup(<ExamplesCard title="Response" sets={sets} part="responses" />);
    expect(html).toContain('<audio controls="" preload="none" src="https://example.com/sample-audio.mp3">');
    expect(html).toContain('<audio controls="" preload="none" src="/demo-api/audio">');
    expect(html).toContain('<video controls="" preload="none" src="https://example.com/clip.webm">');
    expect(html).toContain('<img src="/images/overview.png" alt="Example 0" loading="lazy"/>');
    expect(html).not.toContain('&quot;https://example.com/sample-audio.mp3&quot;');
  });

  it('stay code when the value is not a safe address, or the body is not media', () => {
    for (const value of ['javascript:alert(1)', 'data:audio/wav;base64,AAAA', '//evil.example/a.mp3', 'not a url', { url: '/a.mp3' }, 3]) {
      expect(mediaExample('audio/wav', value)).toBeUndefined();
    }
    expect(mediaExample('application/json', 'https://example.com/a.mp3')).toBeUndefined();
    expect(mediaExample('Audio/WAV', ' https://example.com/a.wav ')).toEqual({ media: 'audio', src: 'https://example.com/a.wav' });
  });
});
