import { notFoundRoute } from '@/lib/agent/api/define-route';

// A misspelt action under a job (`…/job/{id}/mesage`) is an API client's mistake: answer it as
// the API does (problem+json). Any other URL that is not one of the API's routes belongs to the
// docs site, so a docs page under `/v2/…` is served (issue 10).
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = notFoundRoute();
