import { hashPassword } from '../lib/auth/password';

/**
 * `lectern hash-password`: prints a `passwordHash` for the local users file. The password is read
 * from standard input (never from the command line, where `ps` and shell history would keep it).
 */
export async function runHashPassword(): Promise<number> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const password = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
  if (!password) {
    console.error(
      'lectern hash-password: give the password on standard input, e.g. `printf %s "$PASSWORD" | npm run -s lectern -- hash-password`',
    );
    return 2;
  }
  console.log(await hashPassword(password));
  return 0;
}
