// Generates the OAS 3.0/3.1 schema validators as ajv standalone code (lib/openapi/oas-schema.ts),
// so no process compiles the OAS schemas at run time. Run by `npm install` (prepare); a process
// that finds no generated file for the installed versions compiles once and writes it itself.
// `--force` regenerates files that are already there. The generator is TypeScript shared with the
// site, loaded through tsx (a dependency), so the file names and options have one definition.
import { tsImport } from 'tsx/esm/api';

const { writeOasValidators } = await tsImport('../lib/openapi/oas-schema.ts', import.meta.url);
for (const { file, written } of await writeOasValidators(process.argv.includes('--force'))) {
  console.log(`${written ? 'generated' : 'up to date'} ${file}`);
}
