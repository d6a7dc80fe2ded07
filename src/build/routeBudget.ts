import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';
import { pageRoutes } from '../shared/paths.js';
import { builtChunks, entryChunk, pageChunk, withStaticImports, type BuiltChunk } from './chunkGraph.js';

/**
 * The first-visit JavaScript budget of the public routes: what a phone downloads before a page can work must stay
 * small as pages are added. It is counted as a browser receives it: brotli, as the server sends it (the build writes a
 * `.br` copy of every asset, and every browser that loads these pages accepts brotli). Every build prints each route's
 * figure, with its gzip beside it for the clients that take gzip only, and fails past the limit.
 */
export const FIRST_VISIT_LIMIT_BYTES = 160 * 1000;

/**
 * The routes held to the budget (`budget` in the route table, src/shared/paths.ts), each with the page module its lazy
 * route loads: "/jobs/{id}" and "src/features/jobs/pages/JobPage.tsx".
 */
export const PUBLIC_ROUTES: ReadonlyArray<{ path: string; page: string }> = pageRoutes
  .filter((route) => route.budget)
  .map((route) => ({ path: route.pattern.replace(/:(\w+)/g, '{$1}'), page: `src/${route.page}.tsx` }));

export interface RouteFigure {
  path: string;
  files: string[];
  brotliBytes: number;
  gzipBytes: number;
}

/** Each file compressed as the build writes its copies (vite.config.ts): brotli and gzip at their highest levels. */
function compressedSizes() {
  const sizes = new Map<string, { brotli: number; gzip: number }>();
  return (chunk: BuiltChunk) => {
    if (!sizes.has(chunk.fileName)) {
      sizes.set(chunk.fileName, {
        brotli: brotliCompressSync(chunk.code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
        gzip: gzipSync(chunk.code, { level: 9 }).length,
      });
    }
    return sizes.get(chunk.fileName)!;
  };
}

/**
 * What a browser downloads on a first visit to each route: the entry chunk, the route's page chunk, and every chunk
 * either imports statically (those load before the code runs; dynamic imports load on use and are not counted).
 */
export function firstVisitJavaScript(chunks: BuiltChunk[], routes = PUBLIC_ROUTES): RouteFigure[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const sizeOf = compressedSizes();
  const entry = entryChunk(chunks);
  return routes.map((route) => {
    const page = pageChunk(chunks, route.page);
    if (!page) throw new Error(`No chunk for ${route.path}: is ${route.page} still its page?`);
    const files = withStaticImports(chunks, [entry, page]);
    const sizes = files.map((file) => sizeOf(byFile.get(file)!));
    return {
      path: route.path,
      files,
      brotliBytes: sizes.reduce((total, size) => total + size.brotli, 0),
      gzipBytes: sizes.reduce((total, size) => total + size.gzip, 0),
    };
  });
}

export function formatBudgetTable(figures: RouteFigure[], limit = FIRST_VISIT_LIMIT_BYTES) {
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  const rows = figures.map((figure) =>
    [
      figure.path.padEnd(16),
      kB(figure.brotliBytes).padStart(10),
      kB(figure.gzipBytes).padStart(10),
      `${String(figure.files.length).padStart(3)} files`,
      `ratio ${(figure.brotliBytes / limit).toFixed(2)}`,
      figure.brotliBytes > limit ? 'OVER THE LIMIT' : 'ok',
    ].join('  '),
  );
  return [
    `First-visit JavaScript on the wire (the build fails past ${kB(limit)} brotli a route):`,
    `${'route'.padEnd(16)}  ${'brotli'.padStart(10)}  ${'gzip'.padStart(10)}`,
    ...rows,
  ].join('\n');
}

/** The Vite plugin: measures the bundle it is given, prints the table, and fails the build past the ceiling. */
export function routeBudget(limit = FIRST_VISIT_LIMIT_BYTES): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'referbridge:route-budget',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // Once written: the bundle then holds the code as sent, with the import lists Vite adds to each dynamic import.
    writeBundle(_options, bundle) {
      if (config.build.ssr) return;
      const chunks = builtChunks(bundle);
      const figures = firstVisitJavaScript(chunks);
      const table = formatBudgetTable(figures, limit);
      const over = figures.filter((figure) => figure.brotliBytes > limit);
      if (over.length > 0) {
        this.error(`${table}\n${over.map((figure) => figure.path).join(', ')} past the first-visit limit.`);
      }
      config.logger.info(`\n${table}`);
    },
  };
}
