import { readBuildId, writeBuildMarker } from '../../site/build-marker';
import type { Db } from '../db/db';
import { getServedBuildId, loadServedBuild } from '../store/served-build';

export type FollowOptions = {
  db: Db;
  dataDir: string;
  /** The folder this process serves: the marker it writes names it, as the worker's does. */
  docsDir: string;
  /** After a build was written to the data folder: have the server swap it in and re-render its pages. */
  onApplied: (buildId: string) => Promise<void>;
  log?: (line: string) => void;
};

export type Follower = {
  /** Reads the database's marker and applies a new build; calls made while one runs fold into one more. */
  check: () => Promise<void>;
};

/**
 * Keeps this machine's build marker (lib/site/build-marker.ts) in step with the database's
 * (store/served-build.ts), so a site replica with a data folder of its own serves what a worker on
 * another machine published. The site keeps reading only its local file, once a second at most, so
 * a page request never waits on the database; this runs on a NOTIFY or a poll instead.
 */
export function followServedBuild(o: FollowOptions): Follower {
  let applied = readBuildIdSafely(o);
  // A build written to the folder whose refresh call failed: retried on the next check.
  let unrefreshed: string | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  const step = async () => {
    const id = await getServedBuildId(o.db);
    if (id && id !== applied) {
      const build = await loadServedBuild(o.db, id);
      // Undefined: a newer build replaced it meanwhile; its NOTIFY or the next poll brings that one.
      if (!build) return;
      writeBuildMarker(o.dataDir, { buildId: id, docsDir: o.docsDir, specs: build.specs });
      applied = id;
      unrefreshed = id;
      o.log?.(`[lectern] build ${id} published from the database; refreshing this replica`);
    }
    if (unrefreshed) {
      await o.onApplied(unrefreshed);
      unrefreshed = undefined;
    }
  };

  const check = async (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await step().catch((error: unknown) => o.log?.(`[lectern] following published builds: ${(error as Error).message}`));
      } while (again);
    })();
    try {
      await running;
    } finally {
      running = undefined;
    }
  };
  return { check };
}

function readBuildIdSafely(o: FollowOptions): string | undefined {
  try {
    return readBuildId(o.dataDir, o.docsDir);
  } catch {
    // An unreadable marker is replaced by the database's build.
    return undefined;
  }
}
