import { loadAllDictionaries } from '../i18n';

// Tests read every language synchronously, as a page does once its language has loaded.
await loadAllDictionaries();
