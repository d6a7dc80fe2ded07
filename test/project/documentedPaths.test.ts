import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README and the documents beside the code name files and folders of the repository, in backticks or as links.
 * A file that moves or is renamed without its documents leaves them pointing at nothing; this finds those names.
 *
 * What counts as a name of the repository (outside fenced code blocks, which hold commands and output):
 * - a link's target that is not a URL: resolved from the document's folder, as a reader's viewer does, and never
 *   outside the repository (the product's private folders beside it are not to be linked); its `#anchor`, if any,
 *   must be a heading of the document it leads to;
 * - a backticked path whose first part is a top-level entry of the repository (`src/server/app.ts`, `.ci/run`,
 *   `machines/README.md`), or an entry of the document's own folder (`deploy/nginx.conf` in src/server/README.md);
 * - any other backticked path or file name ending in a source extension (`routes/catalog.ts`, `CardGrid.tsx`,
 *   `0002_referrer_search.sql`): some file of the repository must end with it.
 * Placeholders (`src/features/<feature>/pages`), globs and addresses (`/api/jobs/:id`) are not names of files.
 *
 * A name said to be in a file ("`hoistEmotionStyles` in `src/rendering/pageDocument.ts`", or "`PUBLIC_ROUTES`
 * (`src/build/routeBudget.ts`)") must be in that file (or folder). A constant or setting in capitals (`PUBLIC_URL`,
 * `MAX_PAGES_RENDERING`) must be written somewhere in the code, the tests or CI's script. And the README's tree of the
 * code names every folder of src/ and src/components/, so a newcomer's map has no blank.
 */
const root = process.cwd();
const documentFolders = ['src', 'machines', 'test'];
const skippedFolders = new Set(['node_modules', 'dist', 'coverage', '.data', '.git', 'artifacts']);
const sourceExtension = /\.(ts|tsx|md|sql|conf)$/;
const pathLike = /^[\w.@-]+(\/[\w.@-]+)*\/?$/;

function walk(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : walk(path);
    return [path];
  });
}

const topLevel = new Set(readdirSync(root).filter((name) => !skippedFolders.has(name)));
const repositoryFiles = [...topLevel].flatMap((name) =>
  statSync(join(root, name)).isDirectory() ? walk(name) : [name],
);
const documents = ['README.md', ...documentFolders.flatMap(walk).filter((path) => path.endsWith('.md'))];

/** The text of a document without its fenced code blocks, each line kept so that findings name their line. */
function prose(text: string) {
  let inFence = false;
  return text.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      return '';
    }
    return inFence ? '' : line;
  });
}

const codeFiles = repositoryFiles.filter((file) => /\.(ts|tsx|js|conf|sql|json)$|^\.ci\//.test(file));
const codeText = new Map(codeFiles.map((file) => [file, readFileSync(join(root, file), 'utf8')]));

interface Named {
  document: string;
  line: number;
  name: string;
  kind: 'link' | 'code';
}

function namesIn(document: string): Named[] {
  const lines = prose(readFileSync(join(root, document), 'utf8'));
  return lines.flatMap((text, index) => {
    const line = index + 1;
    const links = [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]!);
    const withoutLinks = text.replace(/\]\([^)]*\)/g, ']');
    const code = [...withoutLinks.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
    return [
      ...links.map((name) => ({ document, line, name, kind: 'link' as const })),
      ...code.map((name) => ({ document, line, name, kind: 'code' as const })),
    ];
  });
}

interface Claimed {
  document: string;
  line: number;
  identifier: string;
  path: string;
}

/** "`name` in `path`" and "`name` (`path`)": a name and the file or folder it is said to be in. */
function claimsIn(document: string): Claimed[] {
  const lines = prose(readFileSync(join(root, document), 'utf8'));
  return lines.flatMap((text, index) =>
    [...text.matchAll(/`([A-Za-z_$][\w$.]*)` (?:in |\()`([^`]+)`/g)].map((match) => ({
      document,
      line: index + 1,
      identifier: match[1]!.split('.').at(-1)!,
      path: match[2]!,
    })),
  );
}

/** The file a claim's path names, or the files of the folder it names, as the path test resolves them. */
function filesOf(document: string, path: string): string[] {
  const candidates = [path, join(dirname(document), path)].map((candidate) => normalize(candidate).replace(/\/$/, ''));
  const matching = repositoryFiles.filter((file) =>
    candidates.some((candidate) => file === candidate || file.startsWith(`${candidate}/`)),
  );
  return matching.length > 0 ? matching : repositoryFiles.filter((file) => `/${file}`.endsWith(`/${path}`));
}

/** The anchors a Markdown viewer gives a document's headings: lower case, spaces to hyphens, punctuation dropped. */
function headingAnchors(document: string) {
  const headings = prose(readFileSync(join(root, document), 'utf8')).flatMap((line) => {
    const heading = /^#{1,6}\s+(.*)$/.exec(line)?.[1];
    return heading === undefined ? [] : [heading];
  });
  return new Set(
    headings.map((heading) =>
      heading
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-'),
    ),
  );
}

function exists(path: string) {
  return existsSync(join(root, path));
}

function insideRepository(path: string) {
  const fromRoot = relative(root, join(root, path));
  return fromRoot !== '..' && !fromRoot.startsWith(`..${sep}`);
}

/** Why a name does not lead to a file or folder of the repository, or null when it does (or is no file name). */
function problemWith({ document, name, kind }: Named): string | null {
  const folder = dirname(document);
  if (kind === 'link') {
    if (/^[a-z][a-z+.-]*:/i.test(name)) return null;
    const [file = '', anchor] = name.split('#');
    const target = file === '' ? document : normalize(join(folder, decodeURI(file)));
    if (!insideRepository(target)) return 'links outside the repository';
    if (!exists(target)) return 'links to nothing';
    if (anchor === undefined || !target.endsWith('.md')) return null;
    return headingAnchors(target).has(anchor) ? null : 'links to no heading of it';
  }
  const path = name.replace(/:\d+(:\d+)?$/, '');
  if (!pathLike.test(path) || path === '.' || path === '..') return null;
  const [first = path] = path.split('/');
  if (topLevel.has(first)) return exists(path) ? null : 'names nothing';
  if (folder !== '.' && path.includes('/') && existsSync(join(root, folder, first))) {
    return exists(join(folder, path)) ? null : 'names nothing in its folder';
  }
  if (sourceExtension.test(path)) {
    const found = exists(join(folder, path)) || repositoryFiles.some((file) => `/${file}`.endsWith(`/${path}`));
    return found ? null : 'names no file of the repository';
  }
  return null;
}

describe('paths named in the documentation', () => {
  it('finds the documents', () => {
    expect(documents).toContain('README.md');
    expect(documents).toContain('machines/README.md');
  });

  it('each lead to a file or folder of the repository', () => {
    const named = documents.flatMap(namesIn);
    expect(named.length).toBeGreaterThan(50);
    const stale = named.flatMap((entry) => {
      const problem = problemWith(entry);
      return problem ? [`${entry.document}:${entry.line} \`${entry.name}\` ${problem}`] : [];
    });
    expect(stale).toEqual([]);
  });

  it('each name said to be in a file is in it', () => {
    const claims = documents.flatMap(claimsIn);
    expect(claims.length).toBeGreaterThan(5);
    const wrong = claims.flatMap(({ document, line, identifier, path }) => {
      const files = filesOf(document, path);
      if (files.length === 0) return [];
      const found = files.some((file) => readFileSync(join(root, file), 'utf8').includes(identifier));
      return found ? [] : [`${document}:${line} \`${identifier}\` is not in \`${path}\``];
    });
    expect(wrong).toEqual([]);
  });

  it('each constant or setting in capitals is in the code', () => {
    const written = [...codeText.values()];
    const missing = documents.flatMap((document) =>
      prose(readFileSync(join(root, document), 'utf8')).flatMap((text, index) =>
        [...text.matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)(?:=[^`]*)?`/g)]
          .map((match) => match[1]!)
          .filter((constant) => !written.some((code) => code.includes(constant)))
          .map((constant) => `${document}:${index + 1} \`${constant}\` is in no code`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it("the README's tree names every folder of src/ and src/components/", () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const tree = readme.match(/```\n(src\/\n[\s\S]*?)```/)?.[1] ?? '';
    const entries = tree.split('\n').map((line) => line.trim().split(/\s/)[0] ?? '');
    const folders = (folder: string) =>
      readdirSync(join(root, folder), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
    const named = (path: string) => entries.some((entry) => entry.startsWith(path));
    const missing = [
      ...folders('src').filter((name) => !named(`${name}/`)),
      ...folders('src/components').filter((name) => !named(`${name}/`) && !named(`components/${name}/`)),
    ];
    expect(tree).not.toBe('');
    expect(missing).toEqual([]);
  });
});
