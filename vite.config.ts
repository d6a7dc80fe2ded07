import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { chakraGlobalStylesOnDemand } from './src/build/chakraGlobalStylesOnDemand.js';
import { routeBudget } from './src/build/routeBudget.js';
import { routeTableForBrowser } from './src/build/routeTableForBrowser.js';
import { renderPagesInDevelopment } from './src/rendering/devRendering.js';
import { prerenderRoutes } from './src/rendering/prerender.js';

const apiPort = process.env.API_PORT ?? '3000';

/** jsdom: components, pages, the store and the build's helpers; every test file outside the other projects' folders. */
const clientTests = {
  environment: 'jsdom' as const,
  globals: true,
  include: ['test/**/*.test.{ts,tsx}'],
  exclude: ['test/server/**', 'test/e2e/**', 'test/machines/**', 'test/bench/**', 'test/deploy/**'],
  setupFiles: ['test/setup-dom.ts'],
  // A jsdom journey through a page takes 1 to 2 s alone, and past 5 s while the two cores also run the server
  // suite's workers; the limit is there to end a test that hangs, not to time one.
  testTimeout: 15_000,
};

/** The API on a real PostgreSQL, a fresh database per file (test/server/global-setup.ts). */
const serverTests = {
  environment: 'node' as const,
  include: ['test/server/**/*.test.ts'],
  globalSetup: ['test/server/global-setup.ts'],
  setupFiles: ['test/server/suiteRecorder.ts'],
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

const SLOW_SERVER_TESTS = [
  'test/server/faults.test.ts',
  'test/server/severalProcesses.test.ts',
  'test/server/backup.test.ts',
  'test/server/dataExportTiming.test.ts',
  'test/server/embedded.test.ts',
];

export default defineConfig({
  plugins: [
    react(),
    // Chakra's global styles computed when first read, not with its system (src/build/chakraGlobalStylesOnDemand.ts).
    chakraGlobalStylesOnDemand(),
    // The route table without what only the build and the server read (src/build/routeTableForBrowser.ts).
    routeTableForBrowser(),
    // Brotli and gzip copies of every text asset, which the server sends as they are (@fastify/static preCompressed):
    // maximum compression once at build time, none per request.
    // HTML is left out: the server sends each page's document from memory (spa.ts).
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: /\.html$/, logLevel: 'silent' }),
    // Prints each public route's first-visit JavaScript on every build; fails the build past the ceiling.
    routeBudget(),
    // The public pages prerendered into their HTML at build time (src/rendering/prerender.ts).
    prerenderRoutes(),
    // `npm run dev` sends pages rendered as production does, so hydration errors show there (src/rendering/).
    ...renderPagesInDevelopment({ apiOrigin: `http://localhost:${apiPort}` }),
  ],
  resolve: {
    alias: [
      // Chakra's token modules one by one (src/components/ui/chakraAdapter.ts says why); its package exports only the
      // index that imports them all.
      {
        find: /^@chakra-ui\/react\/theme\/(.+)$/,
        replacement: fileURLToPath(new URL('./node_modules/@chakra-ui/react/dist/esm/theme/$1.js', import.meta.url)),
      },
      // Formik's copies of form values, without lodash's cloning of every kind of object (src/lib/lodashForFormik/).
      {
        find: /^lodash-es\/(clone|cloneDeep)(\.js)?$/,
        replacement: fileURLToPath(new URL('./src/lib/lodashForFormik/$1.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    // The Host header is kept (no changeOrigin), so the API's same-origin check sees the page's own origin.
    proxy: { '/api': { target: `http://localhost:${apiPort}` } },
  },
  build: {
    target: 'es2022',
    modulePreload: false,
    outDir: 'dist/client',
    emptyOutDir: true,
    rollupOptions: {
      treeshake: {
        // @emotion/react imports hoist-non-react-statics for its side effects (`import 'hoist-non-react-statics'`),
        // though it has none: it is a function only `withTheme` calls, which the app does not use. Declared pure, it
        // and react-is stay out of the entry (1 kB brotli).
        moduleSideEffects: (id) => !/[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/.test(id),
        // Chakra builds its theme with identity helpers (defineSlotRecipe(...), createAnatomy(...).parts(...)) that are
        // not annotated pure, so every recipe and anatomy of the library stayed in the bundle whether used or not.
        // They have no side effects: marking them pure lets the unused ones go (6 kB raw from the entry). Each of Zag's
        // anatomy modules also builds its parts (`anatomy.build()`, a selector and attributes per part) as it loads,
        // used or not: pure too, the unused ones no longer run as the entry starts.
        manualPureFunctions: [
          'defineConfig',
          'defineRecipe',
          'defineSlotRecipe',
          'defineStyle',
          'defineKeyframes',
          'defineGlobalStyles',
          'defineTextStyles',
          'defineLayerStyles',
          'defineAnimationStyles',
          'createAnatomy',
          'anatomy',
        ],
      },
      output: {
        // Everything the entry loads before the first render (React, Chakra, the store, the router and the shell) is
        // one chunk: left to itself the bundler cut it into three or four, each with its own compression and import
        // overhead (about 4 kB gzip more on every route). The pages and what only they use stay lazy chunks.
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
        // V8's explicit compile hint: most of the entry's functions run as the app starts, and a script marked so is
        // compiled whole while it streams in, on a background thread, rather than one function at a time on the main
        // thread as each is first called (src/build/README.md has the figures).
        postBanner: (chunk) => (chunk.isEntry ? '//# allFunctionsCalledOnLoad' : ''),
      },
    },
  },
  test: {
    // Every core: the server tests spend much of their time waiting on PostgreSQL.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        // One worker process, one jsdom document and one module graph per core, not per file: the app, React, Chakra
        // and jsdom are started and imported twice in a run instead of eighty times. Each file starts as on a new page
        // (test/setup-dom.ts empties the document and Emotion's cache); a file that must import the app with a module
        // mocked resets the graph before and after it (test/app/routeError.test.tsx).
        test: { ...clientTests, name: 'client', isolate: false },
      },
      {
        // One module graph per worker: the app's modules are imported once, not once per file (about three times
        // faster), and each file builds its own apps on its own database.
        test: { ...serverTests, name: 'server', exclude: SLOW_SERVER_TESTS, isolate: false },
      },
      {
        // Real processes killed, restarted and raced, PostgreSQL stopped under a server, timed exports: minutes of
        // waiting on purpose. `npm run test:slow` and .ci/run run them; `npm test` leaves them out to answer fast.
        test: { ...serverTests, name: 'server-slow', include: SLOW_SERVER_TESTS },
      },
      {
        test: {
          name: 'machines',
          environment: 'node',
          include: ['test/machines/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          // nginx in front of two built app processes on a PostgreSQL of DEPLOY_DATABASE_URL (.ci/run's deploy stage).
          name: 'deploy',
          environment: 'node',
          include: ['test/deploy/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
