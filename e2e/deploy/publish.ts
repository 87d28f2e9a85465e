import { createHash } from 'node:crypto';
import path from 'node:path';
import { writeBuildMarker } from '../../lib/site/build-marker';

/** The URL the deploy fixture's docs.json names; it is never fetched (no network in tests). */
export const SPEC_URL = 'https://specs.example.test/pets.json';
// Tests and the runner work from the repository root.
export const DOCS_DIR = path.resolve('test/fixtures/deploy-site');
export const DATA_DIR = path.resolve('test-results/deploy-data');

/**
 * Publishes a build of the deploy fixture exactly as the deployment worker does (the build marker
 * and its snapshot: lib/site/build-marker.ts). `version` 1 has one operation; 2 changes its
 * description, deprecates it and adds a second one.
 */
export function publish(dataDir: string, version: 1 | 2): void {
  const listPets = {
    summary: 'List pets',
    description: version === 1 ? 'MARKER_FIRST_BUILD' : 'MARKER_SECOND_BUILD',
    deprecated: version === 2,
    responses: { 200: { description: 'The pets.' } },
  };
  const paths: Record<string, object> = { '/pets': { get: listPets } };
  if (version === 2)
    paths['/pets/{id}/adopt'] = {
      post: {
        summary: 'Adopt a pet',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { 204: { description: 'Adopted.' } },
      },
    };
  const body = JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'Pets', version: String(version) },
    servers: [{ url: 'https://pets.example.test' }],
    paths,
  });
  writeBuildMarker(dataDir, {
    buildId: `build-${version}`,
    docsDir: DOCS_DIR,
    specs: [{ url: SPEC_URL, sha256: createHash('sha256').update(body).digest('hex'), body }],
  });
}
