// A process that opens the agent database and runs one query (which migrates it), for the test
// of two processes migrating one fresh database at once (lib/agent/db/migrate.test.ts).
import { openDatabase } from '../../lib/agent/db/open';

const db = openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.LECTERN_DATA_DIR ?? '.data' });
await db.kx.selectFrom('orgs').select('id').execute();
await db.close();
