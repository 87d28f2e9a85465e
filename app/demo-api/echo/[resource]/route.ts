// The deprecated `POST /demo-api/echo/{resource}` of the demo spec behaves like the echo itself;
// the echoed `path` ends with the resource.
export { DELETE, GET, PATCH, POST, PUT } from '../route';

export const dynamic = 'force-dynamic';
