import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { installFrontendErrorReporter } from './shell/errors/frontendErrorReporter';

// Production UI errors reach the server log (POST /api/v1/logger/frontend).
if (import.meta.env.PROD) installFrontendErrorReporter();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// History routing (the spec's router mode), so screens live at the spec's own paths.
createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
