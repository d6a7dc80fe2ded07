import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { rulesOf, withRules } from '../../src/shared/schemas/rules';
import errorsPlugin from '../../src/server/plugins/errors';
import { validatorCompiler } from '../../src/server/validation';

/** The one way a route's schema validates: AJV's shape first, then the shared Yup rules, whose result is the body. */
const rules = yup.object({
  name: yup.string().trim().required('Name is required'),
  age: yup.number().typeError('Age must be a number').min(0, 'Age must be a number').default(0),
});
const BodySchema = withRules(rules, { name: Type.String(), age: Type.Unsafe({ type: ['number', 'string', 'null'] }) });

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/echo', { schema: { body: BodySchema } }, async (request) => request.body);
  app.get('/item/:id', { schema: { params: Type.Object({ id: Type.Integer({ minimum: 1 }) }) } }, async (request) => ({
    id: request.params.id,
  }));
};

let app: ReturnType<typeof Fastify>;
beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  await app.register(errorsPlugin);
  await app.register(routes);
  await app.ready();
});
afterAll(() => app.close());

const echo = (payload: object) => app.inject({ method: 'POST', url: '/echo', payload });

describe('the validator of every route', () => {
  it('hands the handler what the rules make of the body: trimmed, cast, defaulted, unknown fields gone', async () => {
    const response = await echo({ name: '  Ada  ', age: '36', role: 'admin' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Ada', age: 36 });
    expect((await echo({ name: 'Ada' })).json()).toEqual({ name: 'Ada', age: 0 });
  });

  it('refuses a wrong shape with the validator wording, before the rules cast it', async () => {
    const response = await echo({ name: 'Ada', age: [[3]] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid request: body/age must be number,string,null' });
  });

  it("refuses what breaks the rules with the rules' own messages, every field at once", async () => {
    const response = await echo({ name: ' ', age: 'old' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Name is required',
      errors: { name: 'Name is required', age: 'Age must be a number' },
    });
  });

  it('checks a schema without rules (URL parameters) with AJV alone, coercing the text to its type', async () => {
    expect((await app.inject({ method: 'GET', url: '/item/7' })).json()).toEqual({ id: 7 });
    const refused = await app.inject({ method: 'GET', url: '/item/0' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'Invalid request: params/id must be >= 1' });
  });

  it('names in the shape exactly the fields of the rules (checked by the compiler)', () => {
    // @ts-expect-error a field of the rules is missing from the shape
    withRules(rules, { name: Type.String() });
    // @ts-expect-error a field the rules do not know
    withRules(rules, { name: Type.String(), age: Type.Number(), extra: Type.String() });
  });

  /**
   * The API's document shows the shape; the server answers with the rules. Where a route documents null for a field,
   * its rules take null, or refuse it in their own words (a required field's message): never with Yup's generic
   * "<field> cannot be null", which would refuse what the document allows.
   */
  const ruledSchemas = Object.entries(
    import.meta.glob<Record<string, unknown>>('../../src/shared/schemas/*.ts', { eager: true }),
  ).flatMap(([file, exports]) =>
    Object.entries(exports).flatMap(([name, schema]) => {
      const schemaRules = rulesOf(schema);
      return schemaRules ? [{ name: `${file.split('/').pop()} ${name}`, schema, rules: schemaRules }] : [];
    }),
  );
  it.each(ruledSchemas.map((ruled) => [ruled.name, ruled] as const))(
    '%s: takes null wherever its shape documents null, or refuses it in words of its own',
    async (_, { schema, rules: schemaRules }) => {
      const shape = (schema as { properties: Record<string, unknown> }).properties;
      const nullable = Object.keys(shape).filter((field) => JSON.stringify(shape[field]).includes('"null"'));
      const genericRefusals: string[] = [];
      for (const field of nullable) {
        await schemaRules.validate({ [field]: null }, { abortEarly: false }).catch((error: yup.ValidationError) => {
          genericRefusals.push(
            ...error.inner
              .filter(
                (inner) =>
                  inner.path === field && inner.type === 'nullable' && inner.message === `${field} cannot be null`,
              )
              .map((inner) => inner.message),
          );
        });
      }
      expect(genericRefusals).toEqual([]);
    },
  );
});
