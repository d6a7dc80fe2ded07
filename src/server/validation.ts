import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler } from 'fastify';
import { ValidationError } from 'yup';
import { rulesOf } from '../shared/schemas/rules.js';

/**
 * Fastify's own AJV, with its defaults (coercion of query strings, removal of what `additionalProperties: false`
 * forbids). Union types are allowed: a field the shared Yup schema reads as a number is "number, string or null".
 */
const compileShape = AjvCompiler()({}, { customOptions: { allowUnionTypes: true } });

/** Every field's problem at once, as the forms show them; fields the rules do not name are dropped. */
export const RULE_OPTIONS = { abortEarly: false, stripUnknown: true } as const;

/**
 * The one validator of every route's body, query string and parameters: AJV checks the schema's shape, then, for a
 * schema made by `withRules` (src/shared/schemas/rules.ts), the shared Yup schema checks its rules and its result
 * replaces the request part. AJV's refusals read "Invalid request: ..."; the rules' leave with the spec's messages
 * (plugins/errors.ts). Yup runs synchronously: Fastify takes a replacement value from synchronous validators only.
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const checkShape = compileShape(route);
  const rules = rulesOf(route.schema);
  if (!rules) return checkShape;
  return (data: unknown) => {
    if (!checkShape(data)) return { error: checkShape.errors ?? [] };
    try {
      return { value: rules.validateSync(data, RULE_OPTIONS) };
    } catch (error) {
      if (error instanceof ValidationError) return { error };
      throw error;
    }
  };
};
