/** RFC 3339 UTC with milliseconds, or null (agent-api.md B2). */
export function toIso(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString();
}
