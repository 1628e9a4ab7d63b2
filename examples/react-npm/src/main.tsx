import { persistSession } from '@saola/core/session';
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

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <SaolaProvider saola={saola}>
        <App />
      </SaolaProvider>
    </StrictMode>,
  );
}
