import { docsFolder, parseCommandLine, type Args } from './args';

const HELP = `lectern — documentation platform tools

Usage:
  lectern check  [D] [--json] [--offline] [--search-index F] [--asset-refs F] [--tailwind-css F] [--thumbnail-font F]
                                      validate docs.json, pages, specs and links (exit 1 on errors);
                                      with no errors, write the search index to F (next build does),
                                      on a site with gated pages the files each page shows to F,
                                      the CSS of the Tailwind classes the docs use to F, and the
                                      thumbnails.fonts family, fetched once, to F;
                                      --offline skips URL-hosted specs with a warning
  lectern routes [D] [--json] [--diff old.json]
                                      list every URL of the site; --diff says what moved since old.json
  lectern upgrade [D]                 write the docs.json of a folder that has only Mintlify's older mint.json
                                      (check, routes and the site read such a folder as that docs.json)
  lectern hash-password               read a password on stdin, print its hash for the users file
  lectern project add <id> --repo <path-or-url> [--provider local|github] [--docs-root <dir>]
                                      register a repository for agent jobs (\`project list\` shows them;
                                      \`project webhook-secret <id>\` prints its webhook signing secret)
  lectern keys create --project <id>  create an agent API key, printed once (\`keys list\`, \`keys revoke <id>\`)
  lectern feedback [--csv]            list readers' page feedback (thumbs and comments); --csv prints it as CSV
  lectern help

D, the docs folder (or --dir D), defaults to $DOCS_DIR, then the current folder.`;

async function main(): Promise<number> {
  let args: Args, dir: string;
  try {
    args = parseCommandLine(process.argv.slice(2));
    dir = docsFolder(args, process.env, process.cwd());
  } catch (error) {
    // node:util's message names the flag ("Unknown option '--dri'"), docsFolder's the stray words:
    // a usage error, not a crash.
    console.error(`lectern: ${(error as Error).message}\n\n${HELP}`);
    return 2;
  }
  const json = args.flags.has('json');
  switch (args.command) {
    // Each command is loaded when it runs, so `lectern --help` loads none of them.
    case 'check':
      return (await import('./check')).runCheck(dir, {
        json,
        offline: args.flags.has('offline'),
        quietOk: args.flags.has('quiet-ok'),
        searchIndex: stringFlag(args.flags, 'search-index'),
        assetRefs: stringFlag(args.flags, 'asset-refs'),
        tailwindCss: stringFlag(args.flags, 'tailwind-css'),
        thumbnailFont: stringFlag(args.flags, 'thumbnail-font'),
      });
    case 'routes':
      return (await import('./routes')).runRoutes(dir, {
        json,
        diff: typeof args.flags.get('diff') === 'string' ? (args.flags.get('diff') as string) : undefined,
      });
    case 'upgrade':
      return (await import('./upgrade')).runUpgrade(dir);
    case 'hash-password':
      return (await import('./hash-password')).runHashPassword();
    case 'project':
      return (await import('./project')).runProject(args);
    case 'keys':
      return (await import('./keys')).runKeys(args);
    case 'feedback':
      return (await import('./feedback')).runFeedback(args);
    case 'help':
      console.log(HELP);
      return 0;
    default:
      console.error(`lectern: unknown command "${args.command}"\n\n${HELP}`);
      return 2;
  }
}

function stringFlag(flags: Map<string, string | true>, name: string): string | undefined {
  const value = flags.get(name);
  return typeof value === 'string' ? value : undefined;
}

/**
 * Exits once everything written has been handed to the OS. `process.exit()` straight away cuts a
 * piped stdout at the pipe's buffer (64 KB): `lectern routes --json | jq` got broken JSON. An empty
 * write's callback runs after every earlier write has flushed.
 */
function exitAfterFlush(code: number): void {
  process.exitCode = code;
  process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
}

main().then(exitAfterFlush, (error: Error) => {
  // Our own failures, not the author's: keep the stack behind --verbose.
  console.error(`lectern: ${error.message}`);
  if (process.argv.includes('--verbose')) console.error(error.stack);
  exitAfterFlush(2);
});
