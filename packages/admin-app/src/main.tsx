import { mountHost } from '@saola/widgets';
import '@saola/widgets/styles.css';

// Alone, this app serves the owner/teacher area; the one-origin front end (packages/web) serves both.
void mountHost(document.getElementById('root') as HTMLElement, { admin: () => import('./area') });
