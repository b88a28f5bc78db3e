import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { registerServiceWorker } from './shell/registerServiceWorker';

// Real paths (/users, /login), as the spec's routes and the server's index.html fallback expect. A
// data router, so forms can ask before unsaved changes are left (react-admin's warnWhenUnsavedChanges).
const router = createBrowserRouter([{ path: '*', element: <App /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

registerServiceWorker();
