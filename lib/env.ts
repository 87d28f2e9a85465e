import 'server-only';
import path from 'node:path';
import { z } from 'zod';

/** `q/w` quota notation, e.g. `100/3600` = 100 uses per hour (docs/agent-api.md "Rate limits"). */
const quota = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((text, ctx) => {
      const match = /^(\d+)\/(\d+)$/.exec(text.trim());
      if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
        ctx.addIssue({ code: 'custom', message: `expected "<uses>/<seconds>", e.g. "${fallback}"` });
        return z.NEVER;
      }
      return { quota: Number(match[1]), windowS: Number(match[2]) };
    });

const int = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);
const flag = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['1', 'true', 'yes'].includes(v)));
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

function buildSchema(nodeEnv: string | undefined) {
  const production = nodeEnv === 'production';
  return z.object({
    dataDir: z.string().default('.data'),
    // PostgreSQL for the agent API and queue (issue 14); unset: SQLite in the data folder.
    databaseUrl: optionalText.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), 'use a postgres:// or postgresql:// URL'),
    docsDir: z.string().default(''),
    appBaseUrl: z.string().default(`http://localhost:${process.env.PORT || 3000}`),
    modelProvider: z.enum(['openai-compatible']).default('openai-compatible'),
    modelBaseUrl: optionalText,
    model: optionalText,
    modelApiKey: optionalText,
    modelTimeoutMs: int(120_000, 1),
    promptMaxChars: int(32_000, 1),
    maxPendingMessages: int(10),
    maxQueuedRunsPerProject: int(25, 1),
    maxRunningPerProject: int(2, 1),
    maxRunningGlobal: int(4, 1),
    maxSteps: int(40, 1),
    runTimeoutMs: int(15 * 60_000, 1),
    maxOutputTokens: int(4096, 1),
    maxFilesChanged: int(50, 1),
    maxBytesWritten: int(2 * 1024 * 1024, 1),
    maxRunsPerJob: int(100, 1),
    maxAttempts: int(3, 1),
    rateAgent: quota('100/3600'),
    rateRead: quota('600/60'),
    rateDeploy: quota('30/3600'),
    rateKeys: quota('10/3600'),
    workerId: optionalText,
    pollIntervalMs: int(1000, 10),
    leaseMs: int(60_000, 100),
    heartbeatMs: int(15_000, 50),
    shutdownGraceMs: int(20_000, 0),
    retryBaseMs: int(5000, 0),
    // Completion webhooks: attempts in all, and the first retry's delay (each next one 4× longer).
    webhookMaxAttempts: int(6, 1),
    webhookRetryBaseMs: int(10_000, 0),
    testDelayAfterCheckpoint: optionalText,
    allowPrivateNetworkFetch: flag(!production),
    enableTestRoutes: flag(!production),
    githubToken: optionalText,
    githubApiUrl: z.string().default('https://api.github.com'),
    // Where the build fetches docs.json `thumbnails.fonts` from (a Google Fonts CSS API); unset: Google's.
    thumbnailFontsUrl: optionalText,
    // Signs the `local` provider's pull request links; unset: a secret in the data folder.
    prLinkSecret: optionalText.refine((v) => v === undefined || v.length >= 32, 'use at least 32 random characters'),
    // The site-refresh secret shared by the worker and every site replica; unset: a secret in the data folder.
    refreshSecret: optionalText.refine((v) => v === undefined || v.length >= 32, 'use at least 32 random characters'),
    // The operator declares the data folder shared by every machine (issue 14): `local` projects need it with PostgreSQL.
    dataDirShared: flag(false),
    // How often a site replica on PostgreSQL reads the published build's marker row (the fallback for a missed NOTIFY).
    siteBuildPollMs: int(5000, 100),
  });
}

export type Env = z.output<ReturnType<typeof buildSchema>>;

/** Environment variable behind each setting; one table so docs and code cannot disagree. */
const NAMES: Record<keyof Env, string | string[]> = {
  dataDir: ['LECTERN_DATA_DIR', 'DATA_DIR'],
  databaseUrl: 'DATABASE_URL',
  docsDir: 'DOCS_DIR',
  appBaseUrl: 'APP_BASE_URL',
  modelProvider: 'AGENT_MODEL_PROVIDER',
  modelBaseUrl: 'AGENT_MODEL_BASE_URL',
  model: 'AGENT_MODEL',
  modelApiKey: 'AGENT_MODEL_API_KEY',
  modelTimeoutMs: 'AGENT_MODEL_TIMEOUT_MS',
  promptMaxChars: 'AGENT_PROMPT_MAX_CHARS',
  maxPendingMessages: 'AGENT_MAX_PENDING_MESSAGES',
  maxQueuedRunsPerProject: 'AGENT_MAX_QUEUED_RUNS_PER_PROJECT',
  maxRunningPerProject: 'AGENT_MAX_RUNNING_PER_PROJECT',
  maxRunningGlobal: 'AGENT_MAX_RUNNING_GLOBAL',
  maxSteps: 'AGENT_MAX_STEPS',
  runTimeoutMs: 'AGENT_RUN_TIMEOUT_MS',
  maxOutputTokens: 'AGENT_MAX_OUTPUT_TOKENS',
  maxFilesChanged: 'AGENT_MAX_FILES_CHANGED',
  maxBytesWritten: 'AGENT_MAX_BYTES_WRITTEN',
  maxRunsPerJob: 'AGENT_MAX_RUNS_PER_JOB',
  maxAttempts: 'AGENT_MAX_ATTEMPTS',
  rateAgent: 'AGENT_RATE_LIMIT_AGENT',
  rateRead: 'AGENT_RATE_LIMIT_READ',
  rateDeploy: 'AGENT_RATE_LIMIT_DEPLOY',
  rateKeys: 'AGENT_RATE_LIMIT_KEYS',
  workerId: 'AGENT_WORKER_ID',
  pollIntervalMs: 'AGENT_POLL_INTERVAL_MS',
  leaseMs: 'AGENT_LEASE_MS',
  heartbeatMs: 'AGENT_HEARTBEAT_MS',
  shutdownGraceMs: 'AGENT_SHUTDOWN_GRACE_MS',
  retryBaseMs: 'AGENT_RETRY_BASE_MS',
  webhookMaxAttempts: 'AGENT_WEBHOOK_MAX_ATTEMPTS',
  webhookRetryBaseMs: 'AGENT_WEBHOOK_RETRY_BASE_MS',
  testDelayAfterCheckpoint: 'AGENT_TEST_DELAY_AFTER_CHECKPOINT',
  allowPrivateNetworkFetch: 'ALLOW_PRIVATE_NETWORK_FETCH',
  enableTestRoutes: 'LECTERN_ENABLE_TEST_ROUTES',
  githubToken: 'GITHUB_TOKEN',
  githubApiUrl: 'GITHUB_API_URL',
  thumbnailFontsUrl: 'LECTERN_THUMBNAIL_FONTS_URL',
  prLinkSecret: 'LECTERN_PR_LINK_SECRET',
  refreshSecret: 'LECTERN_REFRESH_SECRET',
  dataDirShared: 'LECTERN_DATA_DIR_SHARED',
  siteBuildPollMs: 'LECTERN_SITE_BUILD_POLL_MS',
};

/**
 * Parses the server's settings from `source`. A bad value stops the process with the variable's
 * name, because a silently ignored typo in a quota or a lease is worse than not starting.
 */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const raw: Record<string, string | undefined> = {};
  for (const [key, names] of Object.entries(NAMES)) {
    const found = [names]
      .flat()
      .map((n) => source[n])
      .find((v) => v !== undefined && v !== '');
    raw[key] = found;
  }
  const parsed = buildSchema(source.NODE_ENV).safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${[NAMES[i.path[0] as keyof Env]].flat()[0]}: ${i.message}`);
    throw new Error(`invalid environment: ${lines.join('; ')}`);
  }
  const env = parsed.data;
  env.dataDir = path.resolve(env.dataDir);
  env.docsDir = path.resolve(env.docsDir || process.cwd());
  env.appBaseUrl = env.appBaseUrl.replace(/\/+$/, '');
  return env;
}

let cached: Env | undefined;

/** The settings of this process, parsed once (tests call `resetEnv` after changing them). */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Forget the parsed settings so the next `getEnv` reads `process.env` again. */
export function resetEnv(): void {
  cached = undefined;
}
