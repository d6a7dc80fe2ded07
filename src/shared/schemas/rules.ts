import { Type, type TSchema, type TUnsafe } from 'typebox';
import type { AnyObjectSchema, InferType } from 'yup';

const RULES = Symbol.for('referbridge.rules');

/** A request part whose type is what the shared Yup rules make of it: trimmed, cast, defaulted, unknown keys gone. */
export type RuledSchema<Rules extends AnyObjectSchema> = TUnsafe<InferType<Rules>> & { readonly [RULES]: Rules };

/**
 * The schema of a JSON body or query string: `shape` gives each field's JSON types, which AJV checks first (a list
 * where one value belongs is refused before Yup casts it); `rules`, the shared Yup object, then gives the form's rules
 * with the spec's messages, and its result becomes `request.body` (or `request.query`). Both run in the server's one
 * validator (src/server/validation.ts). The shape names exactly the fields of the rules, no more, no fewer, and
 * requires none of them: a missing field is the rules' to report, in their words.
 */
export function withRules<Rules extends AnyObjectSchema>(
  rules: Rules,
  shape: { [Field in keyof InferType<Rules>]-?: TSchema },
): RuledSchema<Rules> {
  const schema = Type.Unsafe<InferType<Rules>>({ type: 'object', properties: shape });
  return Object.defineProperty(schema, RULES, { value: rules, enumerable: false }) as RuledSchema<Rules>;
}

/** The Yup rules `withRules` attached to a schema, if any. */
export function rulesOf(schema: unknown): AnyObjectSchema | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  return (schema as { [RULES]?: AnyObjectSchema })[RULES];
}
