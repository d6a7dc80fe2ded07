import type { ResumeReference } from '../../../machines/requestModal.machine';

/**
 * Files are not plain data, so they stay out of Redux actions and state: the form registers the picked
 * file here and the submit event carries only its reference. The send effect takes it back by id.
 */
const files = new Map<string, File>();
let counter = 0;

export function registerResume(file: File): ResumeReference {
  const id = `resume-${++counter}`;
  files.set(id, file);
  return { id, name: file.name, size: file.size, type: file.type };
}

/** Hands the file over once; the registry keeps nothing after a send. */
export function takeResume(id: string) {
  const file = files.get(id);
  files.delete(id);
  return file;
}
