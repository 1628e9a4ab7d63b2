import { mountHost } from '@saola/widgets';
import '@saola/widgets/styles.css';

// Alone, this app serves the student area; the one-origin front end (packages/web) serves both.
void mountHost(document.getElementById('root') as HTMLElement, { student: () => import('./area') });
