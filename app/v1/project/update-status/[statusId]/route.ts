import { deployStatusRoute } from '@/lib/agent/api/deploy-routes';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = deployStatusRoute;
