// `npm run worker`: the agent job worker as its own Node process (tsx, under the react-server
// condition like the `lectern` CLI, so lib/agent's `server-only` marker loads).
import { runWorkerProcess } from '../lib/agent/worker/main';

void runWorkerProcess();
