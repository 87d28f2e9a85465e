/** RFC 3339 UTC with milliseconds, or null (docs/agent-api.md "Resources"). */
export function toIso(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString();
}
