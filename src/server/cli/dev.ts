import { spawn } from 'node:child_process';

/**
 * `npm run dev`: the API restarting on change (tsx watch) and Vite with hot reload, which proxies /api to it and sends
 * each page rendered as production does (src/rendering/devRendering.ts).
 */
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/cli/serve.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.API_PORT ?? '3000', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];

const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
};
for (const child of children)
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
process.once('SIGINT', stopAll);
process.once('SIGTERM', stopAll);
