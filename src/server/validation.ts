import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
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
export const validatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
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
};
