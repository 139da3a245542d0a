import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { loadLocaleMessages, storedLocale } from './i18n';
import { installFrontendErrorReporter } from './shell/errors/frontendErrorReporter';

// Production UI errors reach the server log (POST /api/v1/logger/frontend).
if (import.meta.env.PROD) installFrontendErrorReporter();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A user who chose Chinese gets it from the first paint; English needs no load. Not a top-level
// await: the Chinese chunk imports the chunk this module is in, which would wait for it forever.
void loadLocaleMessages(storedLocale())
  .catch(() => undefined)
  .then(() =>
    // History routing (the spec's router mode), so screens live at the spec's own paths.
    createRoot(root).render(
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StrictMode>,
    ),
  );
