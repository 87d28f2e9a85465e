import { getEnv } from '../lib/env';
import { fetchThumbnailFont, writeThumbnailFont } from '../lib/site/thumbnail-font';

/**
 * Fetches docs.json `thumbnails.fonts.family` for the social images and writes it to `file`, at
 * build time (lib/site/thumbnail-font). A failure is a warning at the setting, not a failed build:
 * the cards then use the font Next ships, as they would with no setting at all.
 */
export async function saveThumbnailFont(family: string, file: string): Promise<void> {
  const env = getEnv();
  try {
    const font = await fetchThumbnailFont(family, { cssUrl: env.thumbnailFontsUrl, allowPrivate: env.allowPrivateNetworkFetch });
    await writeThumbnailFont(font, file);
  } catch (error) {
    console.warn(
      `docs.json: thumbnails.fonts.family: warning: the font "${family}" could not be fetched (${(error as Error).message}); ` +
        'the social images use the bundled font. Set LECTERN_THUMBNAIL_FONTS_URL to a Google Fonts mirror the build can reach.',
    );
  }
}
