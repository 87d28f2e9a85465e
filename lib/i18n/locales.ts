/**
 * Mintlify's language codes (the `language` enum of navigation.languages in @mintlify/validation)
 * are not all BCP 47: `cn` is Chinese and `jp` Japanese. These helpers turn a docs.json code into
 * what the browser needs (`<html lang>`, `dir`) and into the key of a translation table.
 */

/** docs.json codes that are not the BCP 47 tag of their language. */
const HTML_LANG: Record<string, string> = {
  cn: 'zh-CN',
  jp: 'ja',
  'ja-jp': 'ja-JP',
  'fr-ca': 'fr-CA',
  'zh-hans': 'zh-Hans',
  'zh-hant': 'zh-Hant',
};

/** Languages written right to left. */
const RTL = new Set(['ar', 'he', 'fa', 'ur', 'yi']);

/** Traditional Chinese scripts and regions: their own table, not the simplified one. */
const TRADITIONAL = new Set(['zh-hant', 'zh-tw', 'zh-hk', 'zh-mo']);

/** Native names for the picker, so a reader finds their language without reading the current one. */
const NAMES: Record<string, string> = {
  ar: 'العربية',
  bg: 'Български',
  ca: 'Català',
  cs: 'Čeština',
  da: 'Dansk',
  de: 'Deutsch',
  el: 'Ελληνικά',
  en: 'English',
  es: 'Español',
  fi: 'Suomi',
  fr: 'Français',
  'fr-ca': 'Français (Canada)',
  he: 'עברית',
  hi: 'हिन्दी',
  hu: 'Magyar',
  id: 'Bahasa Indonesia',
  it: 'Italiano',
  ja: '日本語',
  ko: '한국어',
  lv: 'Latviešu',
  ms: 'Bahasa Melayu',
  nl: 'Nederlands',
  no: 'Norsk',
  pl: 'Polski',
  pt: 'Português',
  'pt-br': 'Português (Brasil)',
  ro: 'Română',
  ru: 'Русский',
  sv: 'Svenska',
  th: 'ไทย',
  tr: 'Türkçe',
  uk: 'Українська',
  uz: 'Oʻzbekcha',
  vi: 'Tiếng Việt',
  zh: '简体中文',
  'zh-hant': '繁體中文',
};

/** The BCP 47 tag for `<html lang>`: `cn` → `zh-CN`, `jp` → `ja`, others as written. */
export function toHtmlLang(code: string): string {
  return HTML_LANG[code.toLowerCase()] ?? code;
}

/** `rtl` for Arabic, Hebrew (and the other right-to-left scripts), else `ltr`. */
export function textDirection(code: string): 'ltr' | 'rtl' {
  return RTL.has(baseLanguage(code)) ? 'rtl' : 'ltr';
}

/**
 * The translation-table key of a code: the primary language (`pt-BR` → `pt`, `fr-CA` → `fr`,
 * `cn`/`zh-CN` → `zh`, `jp` → `ja`), except Traditional Chinese, which is `zh-Hant`.
 */
export function baseLanguage(code: string): string {
  const lower = toHtmlLang(code).toLowerCase();
  if (TRADITIONAL.has(lower)) return 'zh-Hant';
  return lower.split('-')[0];
}

/** The language's own name (`es` → `Español`), or the code itself when it is not one we know. */
export function languageName(code: string): string {
  const lower = code.toLowerCase();
  return NAMES[lower] ?? NAMES[baseLanguage(code) === 'zh-Hant' ? 'zh-hant' : baseLanguage(code)] ?? code;
}
