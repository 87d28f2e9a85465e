import { createChoiceStore, pickChoice } from './choice-store';

/**
 * The page-wide tab choice, for client components only. Every `Tabs` and `CodeGroup` with a tab
 * of the chosen title switches to it; the most recent choices are kept in localStorage, so a
 * reader who picked "Python" keeps seeing Python on the next page.
 */
const tabChoices = createChoiceStore('lectern:tab-choices', 'lectern:tab-choice');

export const readTabChoices = tabChoices.read;
export const chooseTab = tabChoices.choose;
export const subscribeTabChoices = tabChoices.subscribe;
export const pickTab = pickChoice;
