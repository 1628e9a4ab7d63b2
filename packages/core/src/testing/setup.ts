import { loadCalls } from '../api/create-api';
import { loadAllDictionaries } from '../i18n';

// Tests read every language synchronously, as a page does once its language has loaded.
await loadAllDictionaries();
// And every area's calls, as a screen has them before it first renders.
await loadCalls();
