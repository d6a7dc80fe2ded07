import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors.js';

/**
 * No route takes anything nested deeper than an object holding a list (onboarding's interests); a body nested far
 * deeper is an attack on the validators, which cast recursively and overflow the stack.
 */
export const MAX_INPUT_DEPTH = 8;

export const inputGuardMessages = {
  nulCharacter: 'This contains a character that cannot be stored (U+0000). Please remove it and try again.',
  tooDeep: 'The request is nested too deeply to be read.',
} as const;

export type InputProblem = { kind: 'nulCharacter'; path: string } | { kind: 'tooDeep' };

/**
 * The first problem in a parsed input, or undefined: a NUL character in any string, key included (PostgreSQL's text
 * cannot hold U+0000 and fails the whole statement), or nesting past MAX_INPUT_DEPTH. Walks with an explicit stack,
 * so a hostile depth cannot overflow this check either.
 */
export function findInputProblem(input: unknown): InputProblem | undefined {
  const pending: Array<{ value: unknown; path: string; depth: number }> = [{ value: input, path: '', depth: 0 }];
  while (pending.length > 0) {
    const { value, path, depth } = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\0')) return { kind: 'nulCharacter', path };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { kind: 'tooDeep' };
    for (const [key, child] of Object.entries(value)) {
      if (key.includes('\0')) return { kind: 'nulCharacter', path };
      pending.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return undefined;
}

/** Throws the 400 that `findInputProblem` calls for; the field's own message goes under the field in the form. */
export function assertAcceptableInput(input: unknown) {
  const problem = findInputProblem(input);
  if (!problem) return;
  if (problem.kind === 'tooDeep') throw new HttpError(400, inputGuardMessages.tooDeep);
  // A top-level field keeps its name, as the forms know it; "interests.2" is reported on "interests".
  const field = problem.path.split('.', 1)[0];
  throw new HttpError(
    400,
    inputGuardMessages.nulCharacter,
    field ? { [field]: inputGuardMessages.nulCharacter } : undefined,
  );
}

/**
 * One check for every route's parsed input (body, query string and URL parameters), before schema validation and
 * before any handler: no route can forget it. Multipart fields, read inside their handler, go through
 * `assertAcceptableInput` there.
 */
async function inputGuardPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    assertAcceptableInput(request.params);
    assertAcceptableInput(request.query);
    assertAcceptableInput(request.body);
  });
}

export default fp(inputGuardPlugin, { name: 'input-guard' });
