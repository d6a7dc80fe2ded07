import { Type, type Static, type TSchema, type TUnsafe } from 'typebox';
import { pagingRules } from '../paging';
import { withRules } from './rules';

/**
 * Schemas every route uses. The files of this folder hold the TypeBox schemas of the API, one file per route file of
 * src/server/routes: the server validates and serializes with them, and the browser takes its types from them
 * (`import type` only: the browser never loads TypeBox).
 */

/** The largest value of a PostgreSQL `integer`/`serial`: a bigger id cannot exist, and querying it fails in the driver. */
export const MAX_ID = 2_147_483_647;

/** A row's id. In a URL, anything that is not one is a 400 before the handler runs. */
export const IdSchema = Type.Integer({ minimum: 1, maximum: MAX_ID });

/** `:id` in a URL. */
export const IdParamsSchema = Type.Object({ id: IdSchema });

/** A value or null, as JSON Schema's list of types (`["string", "null"]`): one check, no branches to try. */
export function Nullable<Schema extends TSchema & { type: string }>(schema: Schema): TUnsafe<Static<Schema> | null> {
  return Type.Unsafe<Static<Schema> | null>({ ...schema, type: [schema.type, 'null'] });
}

/** One of a list of strings, as `{ type: 'string', enum }`. */
export function StringEnum<const Values extends readonly string[]>(values: Values): TUnsafe<Values[number]> {
  return Type.Unsafe<Values[number]>({ type: 'string', enum: values });
}

/** One of a list of strings, or null. */
export function NullableStringEnum<const Values extends readonly string[]>(
  values: Values,
): TUnsafe<Values[number] | null> {
  return Type.Unsafe<Values[number] | null>({ type: ['string', 'null'], enum: [...values, null] });
}

/**
 * A field the shared Yup rules read as a number: a number, its text, or null. Lists and objects are refused here,
 * before Yup casts them (a deeply nested list overflows its cast).
 */
export const ScalarInputSchema = Type.Unsafe<number | string | null>({ type: ['number', 'string', 'null'] });

/** Text that may be null. */
export const NullableTextSchema = Nullable(Type.String());

export const DateTimeSchema = Type.String({ format: 'date-time' });

/** A request's id (X-Request-Id): a UUID, or the id a trusted proxy gave it. */
export const RequestIdSchema = Type.String({ minLength: 1, maxLength: 128 });

/** Every 4xx/5xx body: a message for people, per-field messages for forms, and the request's id. */
export const ErrorSchema = Type.Object(
  {
    message: Type.String(),
    errors: Type.Optional(
      Type.Unsafe<Record<string, string>>({ type: 'object', additionalProperties: { type: 'string' } }),
    ),
    requestId: RequestIdSchema,
  },
  {
    description:
      'Refused or failed: `message` says why, `errors` what is wrong with each field of a form, and `requestId` ' +
      'which request it was (as its X-Request-Id header), for support to find it in the logs',
  },
);

/** A 204's answer: no body (`type: 'null'` is how OpenAPI generators read "no content"). */
export const NoContentSchema = Type.Unsafe<undefined>({ type: 'null', description: 'No content' });

/** The answer of a route that stores something: the new row's id. */
export const CreatedSchema = Type.Object({ id: IdSchema });
export type Created = Static<typeof CreatedSchema>;

/**
 * `?page=1&limit=20` of every list. Each is one string (a repeated one is refused); `pagingRules`
 * (src/shared/paging.ts) holds the rules.
 */
export const PagingQuerySchema = withRules(pagingRules, { page: Type.String(), limit: Type.String() });
