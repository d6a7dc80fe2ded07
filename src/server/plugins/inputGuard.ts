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
  brokenCharacter: 'This contains a broken character (half of a UTF-16 pair) that cannot be stored. Please retype it.',
  directionOverride: (codePoint: string) =>
    `This contains an invisible character that reorders text (${codePoint}), which could disguise what it says. ` +
    'Please remove it and try again.',
  forbiddenField: (name: string) => `The request has a field named "${name}", which no form sends.`,
  tooDeep: 'The request is nested too deeply to be read.',
} as const;

/**
 * The characters that override or isolate the direction of text (Unicode's bidirectional embeddings, overrides and
 * isolates, not the harmless marks U+200E/U+200F): they make a stored name or message read differently from what it
 * holds, as U+202E makes "cod.exe" read "exe.doc".
 */
const DIRECTION_OVERRIDE = /[\u202A-\u202E\u2066-\u2069]/u;
/** Half of a UTF-16 surrogate pair on its own: JSON may carry one ("\ud800"), UTF-8 and PostgreSQL cannot. */
const LONE_SURROGATE = /\p{Cs}/u;

export type InputProblem =
  | { kind: 'nulCharacter' | 'brokenCharacter'; path: string }
  | { kind: 'directionOverride'; path: string; codePoint: string }
  | { kind: 'forbiddenField'; path: string; name: string }
  | { kind: 'tooDeep' };

/** What is wrong with one string, value or key, if anything. */
function textProblem(text: string, path: string): InputProblem | undefined {
  if (text.includes('\0')) return { kind: 'nulCharacter', path };
  if (LONE_SURROGATE.test(text)) return { kind: 'brokenCharacter', path };
  const override = DIRECTION_OVERRIDE.exec(text);
  if (override) {
    const codePoint = `U+${override[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
    return { kind: 'directionOverride', path, codePoint };
  }
  return undefined;
}

/**
 * The first problem in a parsed input, or undefined: a string, key included, that cannot be stored or would be
 * shown as something else (textProblem); a key every object already has ("__proto__", "constructor", "toString"),
 * which the validators' schemas read as one of their fields and fail on, and which could reach an object's prototype;
 * or nesting past MAX_INPUT_DEPTH. Walks with an explicit stack, so a hostile depth cannot overflow this check either.
 */
export function findInputProblem(input: unknown): InputProblem | undefined {
  const pending: Array<{ value: unknown; path: string; depth: number }> = [{ value: input, path: '', depth: 0 }];
  while (pending.length > 0) {
    const { value, path, depth } = pending.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value, path);
      if (problem) return problem;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { kind: 'tooDeep' };
    for (const [key, child] of Object.entries(value)) {
      const keyProblem = textProblem(key, path);
      if (keyProblem) return keyProblem;
      if (key in Object.prototype) return { kind: 'forbiddenField', path, name: key };
      pending.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return undefined;
}

/** What a problem is answered with, in words for the person who sent it. */
export function describeInputProblem(problem: InputProblem) {
  switch (problem.kind) {
    case 'tooDeep':
      return inputGuardMessages.tooDeep;
    case 'nulCharacter':
    case 'brokenCharacter':
      return inputGuardMessages[problem.kind];
    case 'directionOverride':
      return inputGuardMessages.directionOverride(problem.codePoint);
    case 'forbiddenField':
      return inputGuardMessages.forbiddenField(problem.name);
  }
}

/** Throws the 400 that `findInputProblem` calls for; the field's own message goes under the field in the form. */
export function assertAcceptableInput(input: unknown) {
  const problem = findInputProblem(input);
  if (!problem) return;
  const message = describeInputProblem(problem);
  // A top-level field keeps its name, as the forms know it; "interests.2" is reported on "interests".
  const field = problem.kind === 'tooDeep' ? undefined : problem.path.split('.', 1)[0];
  throw new HttpError(400, message, field ? { [field]: message } : undefined);
}

/**
 * One check for every route's parsed input (body, query string and URL parameters), before schema validation and
 * before any handler: no route can forget it. Multipart fields, read inside their handler, go through
 * `assertAcceptableInput` there.
 */
async function inputGuardPlugin(app: FastifyInstance) {
  // Fastify's JSON parser refuses a "__proto__" or "constructor.prototype" key as if the JSON were malformed, which
  // tells the sender nothing true. JSON is read as written instead (such a key becomes a plain property, which
  // reaches no prototype), and the hook below refuses it by name before anything else reads the body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, app.getDefaultJsonParser('ignore', 'ignore'));
  app.addHook('preValidation', async (request) => {
    assertAcceptableInput(request.params);
    assertAcceptableInput(request.query);
    assertAcceptableInput(request.body);
  });
}

export default fp(inputGuardPlugin, { name: 'input-guard' });
