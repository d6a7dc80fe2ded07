import type { Rolldown } from 'vite';

/** The chunks of a browser build, as far as what a page loads is concerned: who they are, what they import, their code. */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  /** The module that made the chunk (a page, for a lazy route), as an absolute path. */
  facadeModuleId: string | null;
  /** The chunks it imports statically: they load before its code runs. Dynamic imports load on use. */
  imports: string[];
  code: string;
}

export function builtChunks(bundle: Rolldown.OutputBundle): BuiltChunk[] {
  return Object.values(bundle).flatMap((output) =>
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
}

export function entryChunk(chunks: BuiltChunk[]) {
  const entries = chunks.filter((chunk) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry chunk, found ${entries.length}`);
  return entries[0]!;
}

/** The chunk a page module ("src/features/jobs/pages/JobPage.tsx") was built into, or undefined. */
export function pageChunk(chunks: BuiltChunk[], pageModule: string) {
  return chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${pageModule}`));
}

/** The chunks' files and those of every chunk they import statically, each once, in the order they are reached. */
export function withStaticImports(chunks: BuiltChunk[], starts: BuiltChunk[]) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (chunk: BuiltChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) visit(next);
    }
  };
  starts.forEach(visit);
  return [...files];
}
