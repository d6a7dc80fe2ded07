import path from 'node:path';

/** Where `npm start` and `npm run build` put the built browser app (vite.config.ts) and the server's bundle. */
export const clientDistDir = path.resolve('dist/client');
export const serverDistDir = path.resolve('dist/server');
