import 'server-only';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { verifyPassword } from './password';

const userSchema = z.object({
  name: z.string().min(1),
  email: z.string().min(3),
  passwordHash: z.string().startsWith('scrypt$'),
  groups: z.array(z.string().min(1)).default([]),
});
const usersFileSchema = z.object({ users: z.array(userSchema) });

export type LocalUser = { id: string; name: string; email: string; groups: string[] };

/**
 * Checks an email and password against the local users file (LECTERN_AUTH_USERS_FILE, JSON:
 * `{ "users": [{ "name", "email", "passwordHash", "groups" }] }`, hashes from
 * `npm run lectern -- hash-password`). Read on every attempt so edits apply at once; an unreadable
 * or invalid file refuses everyone and says why in the server log, never a 500.
 */
export async function verifyLocalUser(file: string, email: string, password: string): Promise<LocalUser | null> {
  let parsed;
  try {
    parsed = usersFileSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    console.error(`lectern auth: cannot read the users file ${file}: ${(error as Error).message}`);
    return null;
  }
  if (!parsed.success) {
    console.error(
      `lectern auth: the users file ${file} is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
    return null;
  }
  const wanted = email.trim().toLowerCase();
  const user = parsed.data.users.find((u) => u.email.toLowerCase() === wanted);
  // Verify against a dummy hash when the user is unknown, so timing does not tell which emails exist.
  const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  return user && ok ? { id: `local:${user.email}`, name: user.name, email: user.email, groups: user.groups } : null;
}

const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
