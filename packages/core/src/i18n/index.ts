export {
  type Dictionary,
  FEATURES,
  type Feature,
  NAMESPACES,
  type Part,
  type Sources,
} from './features';
export {
  dictionaries,
  dictionaryVersion,
  isDictionaryLoaded,
  loadAllDictionaries,
  loadDictionary,
  loadFeatureOf,
  onDictionaryLoaded,
  provideDictionary,
} from './registry';
export {
  chooseLocale,
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
