import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';

/** Where the API lives on the server: in development these paths go to it, the rest is the front end. */
export const API_PREFIXES = ['/Auth', '/auth', '/Storage', '/Lms', '/Home', '/files', '/healthz'];

/**
 * The Vite set-up every front-end host shares: React, Tailwind over the widgets' source, the workspace's
 * source condition, a build manifest (the area check reads it), and in development a proxy to a server —
 * `SAOLA_API` (default http://localhost:3000) — so the page and the API share one origin as in production.
 */
export function hostConfig(port: number): UserConfig {
  const target = process.env.SAOLA_API ?? 'http://localhost:3000';
  return {
    plugins: [react(), tailwindcss()],
    resolve: { conditions: ['@saola/source', ...defaultClientConditions] },
    // Tests run in Vite's server environment: the workspace's source there too, not a stale dist.
    ssr: { resolve: { conditions: ['@saola/source', ...defaultServerConditions] } },
    server: {
      port,
      strictPort: true,
      proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target }])),
    },
    build: {
      manifest: true,
      sourcemap: true,
      rolldownOptions: {
        output: {
          // Everything the entry imports statically is fetched at once anyway: as one file rather than two dozen.
          // A browser opens six connections to an HTTP/1.1 origin, so on a mobile network each further round of
          // files costs a round trip (562 ms on "Slow 4G"), more than their bytes.
          codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
        },
      },
    },
  };
}
