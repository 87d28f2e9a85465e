import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The demo API's video: a 2 s, 160×120, 10 fps VP8 WebM test pattern (15 KB) in `clip.webm` beside
 * this file, made once with Debian's ffmpeg 5.1:
 *   ffmpeg -f lavfi -i "testsrc2=size=160x120:rate=10:duration=2" -c:v libvpx -b:v 60k \
 *     -deadline good -an -fflags +bitexact -flags:v +bitexact clip.webm
 * A binary file rather than base64 in the source: the bytes stay reviewable as a video, and the
 * bundle carries no 20 KB string. The path is a literal under the project root so the build's file
 * tracing keeps the file with the route.
 */

let clip: Promise<Buffer> | undefined;

/** The clip's bytes, read once per server process. */
export function readClipWebm(): Promise<Buffer> {
  clip ??= readFile(path.join(process.cwd(), 'app/demo-api/_lib/clip.webm'));
  return clip;
}
