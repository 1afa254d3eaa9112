import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { prefetchSignedInData } from './app/home-data.ts';
import { preloadAppShell } from './app/layouts/signed-in-area.tsx';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { getToken } from './lib/auth-token.ts';
import { queryClient } from './lib/query-client.ts';
import './index.css';

// Signed in: the shell's code (with the home screen's) and the data it shows download together, not one by one.
if (getToken()) {
  preloadAppShell();
  prefetchSignedInData(queryClient, window.location.pathname);
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
