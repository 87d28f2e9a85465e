import 'server-only';
import { logError } from '../log-error';
import { modelConfigProblem } from '../providers/model/model';
import { getRuntime } from '../runtime';
import { clusterRefusal } from './cluster-check';
import { startWorker } from './worker';

/**
 * The `npm run worker` process: one worker loop over the shared database (unless clusterRefusal
 * says this setup would lose work), stopped gracefully on
 * SIGTERM or SIGINT (runs get the grace period, then go back to the queue). A second signal more
 * than a second later exits at once; duplicates within a second (a terminal's Ctrl-C reaching both
 * `scripts/dev.mjs` and this process) count once.
 */
export async function runWorkerProcess(): Promise<void> {
  const rt = getRuntime();
  // One line and a non-zero exit, no stack: a start-up refusal is the operator's to read.
  const refusal = await clusterRefusal(rt).catch((error: unknown) => `could not read the projects: ${(error as Error).message}`);
  if (refusal) {
    console.error(`[lectern worker] not starting: ${refusal}`);
    await rt.db.close().catch(() => {});
    process.exit(2);
  }
  const worker = startWorker(rt);
  const problem = modelConfigProblem(rt.env);
  console.log(
    `[lectern worker] ${worker.id} started; data in ${rt.env.dataDir}; ${problem ? 'no model configured: jobs will fail until AGENT_MODEL_BASE_URL and AGENT_MODEL are set' : `model ${rt.env.model} at ${rt.env.modelBaseUrl}`}`,
  );
  let firstSignalAt = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    const now = Date.now();
    if (firstSignalAt && now - firstSignalAt > 1000) {
      console.log(`[lectern worker] ${signal} again: exiting now`);
      process.exit(130);
    }
    if (firstSignalAt) return;
    firstSignalAt = now;
    console.log(`[lectern worker] ${signal}: finishing in-flight runs (up to ${rt.env.shutdownGraceMs / 1000} s)…`);
    worker
      .stop()
      .then(() => rt.db.close())
      .then(
        () => process.exit(0),
        (error) => {
          logError('worker shutdown failed', error);
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
