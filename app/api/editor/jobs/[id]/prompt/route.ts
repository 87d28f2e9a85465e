import { jobPrompt } from '@/lib/editor/handlers';

// The editor's side of the agent job API: see lib/editor/handlers.ts.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
export const GET = jobPrompt;
