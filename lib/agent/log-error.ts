import { redact } from './providers/repo/git';

/**
 * Logs an unexpected error by name, message and stack only. Whole error objects are never
 * printed: AI SDK errors carry the request body (prompts, file contents) and git errors the
 * environment, and neither belongs in a log (docs/agent-api.md "Security").
 */
export function logError(context: string, error: unknown): void {
  const e = error as Error;
  const text = e instanceof Error ? `${e.name}: ${e.message}\n${(e.stack ?? '').split('\n').slice(1, 6).join('\n')}` : String(error);
  console.error(`[lectern] ${context}: ${redact(text)}`);
}
