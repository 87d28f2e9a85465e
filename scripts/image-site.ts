// The container image's site process (Dockerfile CMD): the standalone `server.js` that
// `next build` writes with `output: 'standalone'` embeds the config and never loads next.config.ts, so
// the production-safety check that `next start` runs there (an unsafe sign-in setup stops the
// server) would be skipped. It runs here first, then the server starts.
import { checkProductionSafety, formatSafetyReport } from '../lib/production-safety';

const report = checkProductionSafety(process.env);
if (report.errors.length || report.warnings.length) console.error(formatSafetyReport(report));
if (report.errors.length) process.exit(1);
// The bundle sits in dist/image/ of the image's root, beside which Next put server.js.
await import(new URL('../../server.js', import.meta.url).href);
