import { mountHost } from '@saola/widgets';
import '@saola/widgets/styles.css';

// One origin, two areas: each area is its own chunk, fetched once the user is known.
void mountHost(document.getElementById('root') as HTMLElement, {
  admin: () => import('@saola/admin-app/area'),
  student: () => import('@saola/student-app/area'),
});
