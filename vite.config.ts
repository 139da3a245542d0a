import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiPort = process.env.PORT ?? '8080';

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|xml|wasm)$/;

/**
 * Writes a .br and a .gz twin next to every text file of the build; the server sends the one the
 * browser accepts (server/http/staticFiles.ts), so compression costs nothing per request.
 */
function precompress(): Plugin {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(dir!, name);
          const data = await readFile(path);
          const twins = [
            ['.br', await br(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } })],
            ['.gz', await gz(data, { level: 9 })],
          ] as const;
          // A twin no smaller than the file is left out: the server then sends the file itself.
          for (const [ext, packed] of twins) if (packed.length < data.length) await writeFile(path + ext, packed);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    // `npm run dev` serves the app with hot reload and sends API calls to the reference server.
    proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/doc': `http://127.0.0.1:${apiPort}`, '/config.js': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        // What the first page imports, in two files (libraries, app) rather than dozens of small
        // shared chunks: one gzip stream compresses them about 5% better, and a library update
        // leaves the app file cached. Screens and their words still load in chunks of their own.
        codeSplitting: {
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /node_modules/, priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
