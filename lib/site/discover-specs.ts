import { closeSync, openSync, readdirSync, readSync } from 'node:fs';
import path from 'node:path';

const SPEC_FILE = /\.(json|ya?ml)$/i;
const SKIP_FILES = new Set(['docs.json', 'package.json', 'package-lock.json', 'tsconfig.json', 'mint.json']);
const OPENAPI_MARK = /"openapi"\s*:\s*"3\.|^openapi:\s*["']?3\./m;

function looksLikeOpenApi(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(4096);
    const read = readSync(fd, buffer, 0, buffer.length, 0);
    return OPENAPI_MARK.test(buffer.subarray(0, read).toString('utf8'));
  } finally {
    closeSync(fd);
  }
}

/**
 * OpenAPI documents in the docs folder's top two levels, for sites whose pages name operations
 * (`openapi: GET /users`) without declaring any spec: the hosted platforms find the document
 * themselves, so existing repositories rely on it. Only the first 4 KB of each file is read.
 */
export function discoverSpecs(docsDir: string): string[] {
  const found: string[] = [];
  const visit = (dir: string, depth: number) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && depth < 1) visit(full, depth + 1);
      else if (entry.isFile() && SPEC_FILE.test(entry.name) && !SKIP_FILES.has(entry.name) && looksLikeOpenApi(full)) {
        found.push(path.relative(docsDir, full).split(path.sep).join('/'));
      }
    }
  };
  visit(docsDir, 0);
  return found.sort();
}
