import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { registerServiceWorker } from './shell/registerServiceWorker';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* Real paths (/users, /login), as the spec's routes and the server's index.html fallback expect. */}
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);

registerServiceWorker();
