import { notFoundRoute } from '@/lib/agent/api/define-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = notFoundRoute();
