import type { ResumeReference } from '../../../machines/requestModal.machine';
import type { AppThunk } from '../../app/hooks';

/**
 * Files are not plain data, so they stay out of Redux actions and state: the form keeps the picked file in its
 * store's registry (one of the store's services, app/store.ts) and the submit event carries only its reference.
 * The send effect takes it back by id.
 */
export interface ResumeRegistry {
  keep: (file: File) => ResumeReference;
  /** Hands the file over once; the registry keeps nothing after a send. */
  take: (id: string) => File | undefined;
}

export function createResumeRegistry(): ResumeRegistry {
  const files = new Map<string, File>();
  let counter = 0;
  return {
    keep(file) {
      const id = `resume-${++counter}`;
      files.set(id, file);
      return { id, name: file.name, size: file.size, type: file.type };
    },
    take(id) {
      const file = files.get(id);
      files.delete(id);
      return file;
    },
  };
}

/** Keeps a picked resume in the store's registry and answers its reference, for the submit event. */
export const keepResume =
  (file: File): AppThunk<ResumeReference> =>
  (_dispatch, _getState, { resumes }) =>
    resumes.keep(file);
