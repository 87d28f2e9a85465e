import { describe, expect, it } from 'vitest';
import { formatNoResults, getUiStrings } from './get-ui-strings';
import { baseLanguage, languageName, textDirection, toHtmlLang } from './locales';
import { TRANSLATIONS } from './translations';
import { CONTROL_TRANSLATIONS } from './translations-controls';
import { ENGLISH, type UiStringKey } from './ui-strings';

// Every code of Mintlify's `navigation.languages[].language` enum (@mintlify/validation 0.1.878).
const MINTLIFY_CODES = [
  'en',
  'cn',
  'zh',
  'zh-Hans',
  'zh-Hant',
  'zh-CN',
  'zh-TW',
  'es',
  'fr',
  'fr-CA',
  'fr-ca',
  'ja',
  'jp',
  'ja-jp',
  'ja-JP',
  'pt',
  'pt-BR',
  'de',
  'ko',
  'it',
  'ru',
  'ro',
  'cs',
  'id',
  'ar',
  'tr',
  'hi',
  'sv',
  'no',
  'da',
  'lv',
  'nl',
  'uk',
  'vi',
  'pl',
  'uz',
  'he',
  'ca',
  'fi',
  'hu',
];

describe('getUiStrings', () => {
  it.each([
    ['es', 'onThisPage', 'En esta página'],
    ['pt-BR', 'previous', 'Anterior'],
    ['fr-CA', 'next', 'Suivant'],
    ['cn', 'onThisPage', '本页内容'],
    ['zh-TW', 'onThisPage', '本頁內容'],
    ['jp', 'next', '次へ'],
    ['ja-JP', 'next', '次へ'],
    ['xx', 'onThisPage', 'On this page'],
    [undefined, 'search', 'Search…'],
    ['fr', 'copyCode', 'Copier le code'],
    ['fr-CA', 'send', 'Envoyer'],
    ['zh-TW', 'copied', '已複製'],
    ['xx', 'copyCode', 'Copy code'],
  ] as [string | undefined, UiStringKey, string][])('%s: %s is %s', (code, key, want) => {
    expect(getUiStrings(code)[key]).toBe(want);
  });

  it('falls back to English for a string a language leaves out', () => {
    const original = TRANSLATIONS.de;
    TRANSLATIONS.de = { next: 'Weiter' };
    try {
      expect(getUiStrings('de')).toEqual({ ...ENGLISH, ...CONTROL_TRANSLATIONS.de, next: 'Weiter' });
    } finally {
      TRANSLATIONS.de = original;
    }
  });

  it('has a table with every string for every language Mintlify lists', () => {
    for (const code of MINTLIFY_CODES) {
      if (baseLanguage(code) === 'en') continue;
      const table = { ...TRANSLATIONS[baseLanguage(code)], ...CONTROL_TRANSLATIONS[baseLanguage(code)] };
      expect(Object.keys(table).sort(), code).toEqual(Object.keys(ENGLISH).sort());
    }
  });

  it('puts the query into the no-results sentence', () => {
    expect(formatNoResults(getUiStrings('es'), 'zorro')).toBe('No hay resultados para «zorro».');
  });
});

describe('locales', () => {
  it.each([
    ['cn', 'zh-CN', 'ltr'],
    ['jp', 'ja', 'ltr'],
    ['pt-BR', 'pt-BR', 'ltr'],
    ['ar', 'ar', 'rtl'],
    ['he', 'he', 'rtl'],
    ['en', 'en', 'ltr'],
  ])('%s → lang %s, dir %s', (code, lang, dir) => {
    expect(toHtmlLang(code)).toBe(lang);
    expect(textDirection(code)).toBe(dir);
  });

  it('names a language in its own words', () => {
    expect(languageName('es')).toBe('Español');
    expect(languageName('zh-TW')).toBe('繁體中文');
    expect(languageName('tlh')).toBe('tlh');
  });
});
