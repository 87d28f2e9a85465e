import { settlePullRoute } from '@/lib/agent/api/pull-routes';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = settlePullRoute;
