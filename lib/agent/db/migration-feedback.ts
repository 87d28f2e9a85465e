/**
 * Migration 3: readers' thumbs feedback on pages (issue 13). Kept in the site's one database so a
 * self-hosted site needs no second store; `lectern feedback` reads it. Page URLs, not file paths:
 * a reader rates what they saw, and URLs are what the site's owner recognises.
 */
export const FEEDBACK_MIGRATION = {
  version: 3,
  name: 'page feedback',
  sql: `
CREATE TABLE page_feedback (
  id TEXT PRIMARY KEY, page TEXT NOT NULL, helpful INTEGER NOT NULL, comment TEXT, created_at BIGINT NOT NULL);
CREATE INDEX page_feedback_page ON page_feedback (page, created_at);
`,
};
