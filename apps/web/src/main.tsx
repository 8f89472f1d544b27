import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { DEFAULT_LANGUAGE, textDirection } from '@vitrina/contracts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { languageOfPath } from './app/router/languagePath';
import { createAppRouter } from './app/router/router';
import { initI18n } from './i18n';
import { applyDocumentLanguage } from './i18n/applyLanguage';

// The address decides the language; set it before the first paint so RTL never flashes as LTR.
// Only that language's shell texts are fetched first; index.html's splash shows meanwhile.
const bootLanguage = languageOfPath(window.location.pathname) ?? DEFAULT_LANGUAGE;
document.documentElement.dir = textDirection(bootLanguage);
await initI18n(bootLanguage);
applyDocumentLanguage(bootLanguage);
const router = createAppRouter();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App router={router} direction={textDirection(bootLanguage)} />
  </StrictMode>,
);
