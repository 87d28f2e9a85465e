import { previewResponse } from '@/components/editor/preview/preview-response';

// A changed page of a local pull request, rendered in a sandbox: see components/editor/preview.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
export const GET = previewResponse;
