export { en } from './en';
export { lo } from './lo';
export {
  chooseLocale,
  dictionaries,
  isLocale,
  type LocaleSources,
  languageTag,
  localeFromTag,
  type Translate,
  type TranslationKey,
  type TranslationParams,
  translate,
  translator,
} from './translate';
export { type Dictionary, vi } from './vi';
