import { editorMe } from '@/lib/editor/handlers';

// Whether this reader is an editor: 204 or the same 404 as any other editor route.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
export const GET = editorMe;
