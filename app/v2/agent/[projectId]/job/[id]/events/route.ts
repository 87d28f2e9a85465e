import { eventsRoute } from '@/lib/agent/api/job-routes';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = eventsRoute;
