import { randomBytes } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { BuiltChunk } from '../../src/build/chunkGraph';
import { firstVisitJavaScript, formatBudgetTable } from '../../src/build/routeBudget';

/** Incompressible code of about `bytes` compressed bytes, so each chunk's weight is known. */
const code = (bytes: number) => randomBytes(bytes).toString('base64').slice(0, bytes);
const gz = (text: string) => gzipSync(text, { level: 9 }).length;
const br = (text: string) => brotliCompressSync(text).length;

function chunk(fileName: string, fields: Partial<BuiltChunk> = {}): BuiltChunk {
  return { fileName, isEntry: false, facadeModuleId: null, imports: [], code: code(1000), ...fields };
}

const routes = [
  { path: '/', page: 'src/features/home/pages/HomePage.tsx' },
  { path: '/auth', page: 'src/features/auth/pages/AuthPage.tsx' },
];

describe('first-visit JavaScript of a route', () => {
  const vendor = chunk('vendor.js');
  const formLibrary = chunk('formik.js');
  const entry = chunk('index.js', { isEntry: true, imports: ['vendor.js'] });
  const home = chunk('HomePage.js', {
    facadeModuleId: '/repo/src/features/home/pages/HomePage.tsx',
    imports: ['vendor.js'],
  });
  const auth = chunk('AuthPage.js', {
    facadeModuleId: '/repo/src/features/auth/pages/AuthPage.tsx',
    imports: ['formik.js', 'index.js'],
  });
  // Loaded on first use only: a dynamic import is never counted.
  const dialog = chunk('Dialog.js', { facadeModuleId: '/repo/src/features/survey/components/SurveyDialog.tsx' });
  const figures = firstVisitJavaScript([entry, vendor, formLibrary, home, auth, dialog], routes);

  it('counts the entry, the page, and what either imports statically, each file once', () => {
    expect(figures[0]).toEqual({
      path: '/',
      files: ['index.js', 'vendor.js', 'HomePage.js'],
      brotliBytes: br(entry.code) + br(vendor.code) + br(home.code),
      gzipBytes: gz(entry.code) + gz(vendor.code) + gz(home.code),
    });
    expect(figures[1]!.files.sort()).toEqual(['AuthPage.js', 'formik.js', 'index.js', 'vendor.js']);
  });

  it('never counts a chunk that loads on first use', () => {
    expect(figures.flatMap((figure) => figure.files)).not.toContain('Dialog.js');
  });

  it('fails loudly when a route names a page that no longer has a chunk', () => {
    expect(() => firstVisitJavaScript([entry, vendor], routes)).toThrow(
      'No chunk for /: is src/features/home/pages/HomePage.tsx still its page?',
    );
  });

  it('prints each route on the wire, brotli against the limit with gzip beside it, and marks the ones past it', () => {
    const table = formatBudgetTable(
      [
        { path: '/', files: ['a.js'], brotliBytes: 150_000, gzipBytes: 170_000 },
        { path: '/auth', files: ['a.js', 'b.js'], brotliBytes: 160_000, gzipBytes: 185_000 },
        { path: '/blog', files: ['a.js'], brotliBytes: 160_001, gzipBytes: 181_000 },
      ],
      160_000,
    );
    expect(table.split('\n')).toEqual([
      'First-visit JavaScript on the wire (the build fails past 160.0 kB brotli a route):',
      'route                 brotli        gzip',
      '/                   150.0 kB    170.0 kB    1 files  ratio 0.94  ok',
      '/auth               160.0 kB    185.0 kB    2 files  ratio 1.00  ok',
      '/blog               160.0 kB    181.0 kB    1 files  ratio 1.00  OVER THE LIMIT',
    ]);
  });
});
