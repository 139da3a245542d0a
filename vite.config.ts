import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.PORT ?? '8080';

export default defineConfig({
  plugins: [react()],
  server: {
    // `npm run dev` serves the app with hot reload and sends API calls to the reference server.
    proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/doc': `http://127.0.0.1:${apiPort}`, '/config.js': `http://127.0.0.1:${apiPort}` },
  },
  build: { outDir: 'dist', chunkSizeWarningLimit: 2000 },
});
