import { defineConfig } from 'vite';

// The app is plain React compiled by esbuild's automatic JSX runtime (no React plugin needed). In dev
// mode, API calls and the Colyseus socket go to a server started separately (AIRLOCK_SERVER, default
// the server's usual local port) so `npm run dev -w @airlock/web` gives hot reload over a real server.
const server = process.env.AIRLOCK_SERVER ?? 'http://127.0.0.1:2567';

export default defineConfig({
  root: import.meta.dirname,
  base: './',
  esbuild: { jsx: 'automatic' },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: {
    proxy: {
      '/api': server,
      '/matchmake': server,
      '^/[A-Za-z0-9_-]+/[A-Za-z0-9_-]+\\?': { target: server, ws: true },
    },
  },
});
