import { loadCalls } from '@saola/core/http';
import { loadDictionary } from '@saola/core/i18n';
import { persistSession, session } from '@saola/core/session';
import { AlertHost, createSaola, Profile, SaolaProvider, SignIn, Toaster, useSession } from '@saola/widgets';
import '@saola/widgets/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// The integrator points the widgets at its Saola server (which must list this app's origin).
const saola = createSaola({ baseUrl: import.meta.env.VITE_SAOLA_URL ?? 'http://localhost:3000' });
persistSession();

function App() {
  const { user } = useSession();
  return (
    <main className="font-sans">
      {user ? <Profile /> : <SignIn />}
      <Toaster />
      <AlertHost />
    </main>
  );
}

// The dictionaries come in parts: load the ones these screens show (sign-in and the profile: `account`,
// and the profile's title: `nav`) in the page's language before the first render, so that no raw key shows
// while they arrive; and the call table beyond the session's (the profile lists the learner's orders).
const root = document.getElementById('root');
if (root) {
  await Promise.all([loadDictionary(session.locale, ['account', 'nav']), loadCalls()]);
  createRoot(root).render(
    <StrictMode>
      <SaolaProvider saola={saola}>
        <App />
      </SaolaProvider>
    </StrictMode>,
  );
}
