import { handleMcp } from '@/lib/mcp/handle-mcp';

export const dynamic = 'force-dynamic';

export const GET = handleMcp;
export const POST = handleMcp;
export const DELETE = handleMcp;
