import { postFeedback } from '@/lib/feedback/post-feedback';

export const POST = postFeedback;
