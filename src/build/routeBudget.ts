import { gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';
import { pageRoutes } from '../shared/paths.js';

/**
 * The first-visit JavaScript budget of the public routes: what a phone downloads before a page can work must stay
 * small as pages are added. Every build prints each route's figure against the target, and fails past the ceiling.
 */
export const FIRST_VISIT_TARGET_BYTES = 170 * 1000;
/**
 * Where the build fails today: a ratchet just above the heaviest public route (/auth, 199 kB, which renders its forms
 * with Formik and its tabs with Chakra's state machine), so no change makes a route heavier than the heaviest is now.
 * It came down from 208 kB when the entry became one chunk and the recipes of the components the shell does not draw
 * left it (src/components/ui/chakra/). It comes down to the target as the first visit shrinks further.
 */
export const FIRST_VISIT_CEILING_BYTES = 200 * 1000;

/**
 * The routes held to the budget (`budget` in the route table, src/shared/paths.ts), each with the page module its lazy
 * route loads: "/jobs/{id}" and "src/features/jobs/pages/JobPage.tsx".
 */
export const PUBLIC_ROUTES: ReadonlyArray<{ path: string; page: string }> = pageRoutes
  .filter((route) => route.budget)
  .map((route) => ({ path: route.pattern.replace(/:(\w+)/g, '{$1}'), page: `src/${route.page}.tsx` }));

/** The chunks of a build, as far as the budget cares: who they are, what they import statically, their code. */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  /** The module that made the chunk (a page, for a lazy route), as an absolute path. */
  facadeModuleId: string | null;
  imports: string[];
  code: string;
}

export interface RouteFigure {
  path: string;
  files: string[];
  gzipBytes: number;
}

/**
 * What a browser downloads on a first visit to each route: the entry chunk, the route's page chunk, and every chunk
 * either imports statically (those load before the code runs; dynamic imports load on use and are not counted).
 */
export function firstVisitJavaScript(chunks: BuiltChunk[], routes = PUBLIC_ROUTES): RouteFigure[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const gzipSize = new Map<string, number>();
  const sizeOf = (chunk: BuiltChunk) => {
    if (!gzipSize.has(chunk.fileName)) gzipSize.set(chunk.fileName, gzipSync(chunk.code, { level: 9 }).length);
    return gzipSize.get(chunk.fileName)!;
  };
  const entries = chunks.filter((chunk) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry chunk, found ${entries.length}`);

  return routes.map((route) => {
    const page = chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${route.page}`));
    if (!page) throw new Error(`No chunk for ${route.path}: is ${route.page} still its page?`);
    const files = new Set<string>();
    const visit = (chunk: BuiltChunk) => {
      if (files.has(chunk.fileName)) return;
      files.add(chunk.fileName);
      for (const imported of chunk.imports) {
        const next = byFile.get(imported);
        if (next) visit(next);
      }
    };
    visit(entries[0]!);
    visit(page);
    const gzipBytes = [...files].reduce((total, file) => total + sizeOf(byFile.get(file)!), 0);
    return { path: route.path, files: [...files], gzipBytes };
  });
}

export function formatBudgetTable(
  figures: RouteFigure[],
  limits = { target: FIRST_VISIT_TARGET_BYTES, ceiling: FIRST_VISIT_CEILING_BYTES },
) {
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  const verdict = (bytes: number) =>
    bytes > limits.ceiling ? 'OVER THE CEILING' : bytes > limits.target ? 'over the target' : 'ok';
  const rows = figures.map((figure) =>
    [
      figure.path.padEnd(16),
      kB(figure.gzipBytes).padStart(10),
      `${String(figure.files.length).padStart(3)} files`,
      `ratio ${(figure.gzipBytes / limits.target).toFixed(2)}`,
      verdict(figure.gzipBytes),
    ].join('  '),
  );
  return [
    `First-visit JavaScript, gzip (target ${kB(limits.target)} a route; the build fails past ${kB(limits.ceiling)}):`,
    ...rows,
  ].join('\n');
}

/** The Vite plugin: measures the bundle it is given, prints the table, and fails the build past the ceiling. */
export function routeBudget(limits = { target: FIRST_VISIT_TARGET_BYTES, ceiling: FIRST_VISIT_CEILING_BYTES }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'referbridge:route-budget',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      if (config.build.ssr) return;
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                isEntry: output.isEntry,
                facadeModuleId: output.facadeModuleId,
                imports: output.imports,
                code: output.code,
              },
            ]
          : [],
      );
      const figures = firstVisitJavaScript(chunks);
      const table = formatBudgetTable(figures, limits);
      const over = figures.filter((figure) => figure.gzipBytes > limits.ceiling);
      if (over.length > 0) {
        this.error(`${table}\n${over.map((figure) => figure.path).join(', ')} past the first-visit ceiling.`);
      }
      config.logger.info(`\n${table}`);
    },
  };
}
