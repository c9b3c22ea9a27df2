import { fileURLToPath } from 'node:url';

/**
 * Where `npm run build -w @airlock/web` puts the built app, for the server to serve as static files
 * (startServer({ staticDir: webDistDir, ... })).
 */
export const webDistDir = fileURLToPath(new URL('../dist', import.meta.url));
