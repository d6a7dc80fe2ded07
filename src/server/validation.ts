import AjvCompiler from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySchemaCompiler, FastifySchemaValidationError, FastifyServerOptions } from 'fastify';
import { ValidationError } from 'yup';
import { rulesOf } from '../shared/schemas/rules.js';

const compilerOf = AjvCompiler();
/**
 * Fastify's own AJV, with its defaults (removal of what `additionalProperties: false` forbids, and casts of text to
 * the schema's types, which query strings and URL parameters need). Union types are allowed: a field the shared Yup
 * schema reads as a number is "number, string or null".
 */
const compileTextShape = compilerOf({}, { customOptions: { allowUnionTypes: true } });
/**
 * A JSON body has types of its own and keeps them: AJV's casts would take ["x"] for "x" (its "array" casting unwraps
 * a list of one) and 7 for "7", so a list would pass where one value belongs.
 */
const compileBodyShape = compilerOf({}, { customOptions: { allowUnionTypes: true, coerceTypes: false } });

/** Every field's problem at once, as the forms show them; fields the rules do not name are dropped. */
export const RULE_OPTIONS = { abortEarly: false, stripUnknown: true } as const;

/** An optional minus ("-1" is refused for its range, in those words), then digits. */
const DIGITS = /^-?[0-9]+$/;

/**
 * A whole number in a URL (an id) is written in digits. AJV's coercion takes any text JavaScript reads as a number,
 * so "/api/jobs/0x10" would be job 16, and "1e3", "+7" and " 7" ids too: one row under many addresses. Such a
 * parameter is refused before AJV casts it, in AJV's own words.
 */
function checkDigitsOfIntegers(route: Parameters<FastifySchemaCompiler<unknown>>[0]) {
  if (route.httpPart !== 'params') return undefined;
  const properties = (route.schema as { properties?: Record<string, { type?: unknown }> }).properties ?? {};
  const integers = Object.keys(properties).filter((name) => properties[name]!.type === 'integer');
  if (integers.length === 0) return undefined;
  return (data: unknown): FastifySchemaValidationError[] | undefined => {
    const params = (data ?? {}) as Record<string, unknown>;
    const name = integers.find((integer) => typeof params[integer] === 'string' && !DIGITS.test(params[integer]));
    if (name === undefined) return undefined;
    return [
      {
        keyword: 'type',
        instancePath: `/${name}`,
        schemaPath: `#/properties/${name}/type`,
        params: { type: 'integer' },
        message: 'must be integer',
      },
    ];
  };
}

/**
 * The one validator of every route's body, query string and parameters: AJV checks the schema's shape, then, for a
 * schema made by `withRules` (src/shared/schemas/rules.ts), the shared Yup rules check it and its result
 * replaces the request part. AJV's refusals read "Invalid request: ..."; the rules' leave with the spec's messages
 * (plugins/errors.ts). Yup runs synchronously: Fastify takes a replacement value from synchronous validators only.
 */
function compileValidator(route: Parameters<FastifySchemaCompiler<unknown>>[0]) {
  const checkShape = (route.httpPart === 'body' ? compileBodyShape : compileTextShape)(route);
  const checkDigits = checkDigitsOfIntegers(route);
  const rules = rulesOf(route.schema);
  if (!rules && !checkDigits) return checkShape;
  return (data: unknown) => {
    const notDigits = checkDigits?.(data);
    if (notDigits) return { error: notDigits };
    if (!checkShape(data)) return { error: checkShape.errors ?? [] };
    // AJV coerces in place: the data is now of the schema's types.
    if (!rules) return { value: data };
    try {
      return { value: rules.validateSync(data, RULE_OPTIONS) };
    } catch (error) {
      if (error instanceof ValidationError) return { error };
      throw error;
    }
  };
}

/**
 * Schemas are compiled on a route's first request, not at start. A process compiles only the routes it serves, and
 * the start does not wait for 100-odd validators and serializers (about 0.3 s of CPU on these machines), most of
 * which a process may never use. A schema AJV or fast-json-stringify cannot compile fails that route's requests (500)
 * instead of the start, and the route tests call every route.
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  let check: ReturnType<typeof compileValidator> | undefined;
  return (data: unknown) => {
    check ??= compileValidator(route);
    const result = check(data);
    // An AJV function answers false and keeps its errors on itself, where Fastify would look for them on this one.
    return result === false ? { error: ('errors' in check && check.errors) || [] } : result;
  };
};

type SerializerCompilerFactory = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']
>;

const buildSerializer = SerializerSelector();

/** Fastify's own serializer compiler (fast-json-stringify), each route's serializer compiled on first use, as above. */
export const buildSerializerOnFirstUse: SerializerCompilerFactory = (externalSchemas, options) => {
  const compile = buildSerializer(externalSchemas, options);
  return (route) => {
    let serialize: ReturnType<typeof compile> | undefined;
    return (data: unknown) => (serialize ??= compile(route))(data);
  };
};
