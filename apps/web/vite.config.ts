import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API runs on its own port in development (npm run dev); Vite forwards /api to it.
const apiTarget = process.env.VITRINA_API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The server's CSP forbids inline scripts, so Vite must never inline its module preload helper.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 900,
  },
});
