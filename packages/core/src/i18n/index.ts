export {
  chooseLocale,
  dictionaries,
  isDictionaryLoaded,
  isLocale,
  type LocaleSources,
  languageTag,
  loadAllDictionaries,
  loadDictionary,
  localeFromTag,
  type Translate,
  type TranslationKey,
  type TranslationParams,
  translate,
  translator,
} from './translate';
export { type Dictionary, vi } from './vi';
