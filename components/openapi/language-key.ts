/** localStorage key of the chosen code-sample language, shared by every endpoint page. */
export const LANGUAGE_KEY = 'lectern:code-language';

/**
 * The window event a persisted choice (a code-sample language) is announced with, so every menu
 * on the page follows: the server-rendered cards (switcher.client.tsx) and the playground's sample.
 */
export const CHOICE_EVENT = 'lectern:oa-choice';
