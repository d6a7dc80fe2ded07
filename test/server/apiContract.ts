import AjvCompiler, { type Ajv } from '@fastify/ajv-compiler';

/** One answer of the app, as it left: the route that made it, and the body before any compression. */
export interface RecordedResponse {
  method: string;
  /** The route as Fastify names it (`/api/jobs/:id`). */
  route: string;
  status: number;
  contentType: string | undefined;
  /** The serialized body; undefined when it was streamed (a file), and so not read. */
  body: string | Buffer | undefined;
}

interface MediaType {
  schema?: unknown;
}
interface ResponseObject {
  content?: Record<string, MediaType>;
}
interface Operation {
  responses?: Record<string, ResponseObject>;
}
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/** `/api/jobs/:id` as OpenAPI writes it: `/api/jobs/{id}`. */
export function openApiPath(route: string) {
  return route.replace(/:(\w+)/g, '{$1}');
}

/** `~` and `/` escaped, as a JSON pointer's segment needs. */
const pointerSegment = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * The response object OpenAPI assigns to a status: its own code, else its range (`4XX`), else `default`.
 * Answers its key, or undefined when the operation does not document the status.
 */
export function documentedStatus(responses: Record<string, unknown>, status: number) {
  const candidates = [String(status), `${String(status)[0]}XX`, 'default'];
  return candidates.find((key) => Object.hasOwn(responses, key));
}

/** The media type of a Content-Type header, without its parameters. */
const mediaTypeOf = (contentType: string) => contentType.split(';', 1)[0]!.trim().toLowerCase();

/** The documented content entry a media type falls under: itself, else `type/*`, else `*\/*`. */
function documentedMediaType(content: Record<string, MediaType>, mediaType: string) {
  const candidates = [mediaType, `${mediaType.split('/', 1)[0]}/*`, '*/*'];
  return candidates.find((key) => Object.hasOwn(content, key));
}

const isJson = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');

/**
 * A copy of the document in which every object schema that lists its properties allows no others
 * (`additionalProperties: false` where the schema says nothing of the rest): a body carrying a field its schema does
 * not name is then refused, not let through. The document has no `allOf` (checked), where this would be wrong.
 */
function closeObjectSchemas(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closeObjectSchemas);
  if (node === null || typeof node !== 'object') return node;
  const copy = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, closeObjectSchemas(value)]));
  const listsProperties = typeof copy.properties === 'object' && copy.properties !== null;
  if (listsProperties && !('additionalProperties' in copy) && !('patternProperties' in copy)) {
    copy.additionalProperties = false;
  }
  return copy;
}

/**
 * Checks answers against an OpenAPI document: the route and method must be in it, the status documented (exactly or
 * by its range), the Content-Type among the status's documented media types, or no body where none is documented,
 * and a JSON body valid against its schema, with no field the schema does not name. Answers each problem in words;
 * none when the answer is as documented.
 */
export function createContractChecker(document: OpenApiDocument) {
  if (JSON.stringify(document).includes('"allOf"')) {
    throw new Error('The document combines schemas with allOf: closing them one by one would refuse valid bodies.');
  }
  const DOCUMENT_ID = 'openapi.json';
  // Fastify's own AJV and its formats (ajv-formats), through @fastify/ajv-compiler, but checking only: none of the
  // compiler's defaults for requests (coercing types, filling defaults, removing unknown fields). The document's
  // keywords that are not JSON Schema's (paths, responses...) are ignored, and `format: binary` is OpenAPI's word
  // for "any bytes".
  let ajv: Ajv | undefined;
  AjvCompiler()(
    {},
    {
      customOptions: {
        strict: false,
        allErrors: true,
        logger: false,
        coerceTypes: false,
        useDefaults: false,
        removeAdditional: false,
        formats: { binary: true },
      },
      onCreate: (instance) => (ajv = instance),
    },
  );
  ajv!.addSchema(closeObjectSchemas(document) as object, DOCUMENT_ID);
  const validators = new Map<string, ReturnType<Ajv['compile']>>();
  const validatorAt = (pointer: string) => {
    let validate = validators.get(pointer);
    if (!validate) {
      validate = ajv!.compile({ $ref: `${DOCUMENT_ID}#${pointer}` });
      validators.set(pointer, validate);
    }
    return validate;
  };

  return function violations(response: RecordedResponse): string[] {
    const path = openApiPath(response.route);
    // HEAD is GET without its body: the document describes GET only.
    const head = response.method === 'HEAD';
    const method = head ? 'get' : response.method.toLowerCase();
    const operation = document.paths[path]?.[method];
    if (!operation) return [`${response.method} ${path} is not in the document`];
    const answer = `${response.method} ${path} answered ${response.status}`;
    const statusKey = documentedStatus(operation.responses ?? {}, response.status);
    if (!statusKey) return [`${answer}, a status the document does not list for it`];
    const content = operation.responses![statusKey]!.content;
    const bodyLength = response.body === undefined ? undefined : Buffer.byteLength(response.body);
    if (!content) {
      return bodyLength ? [`${answer} with a body of ${bodyLength} bytes, where the document says no content`] : [];
    }
    if (head || response.body === undefined) return [];
    if (!response.contentType) return [`${answer} without a Content-Type`];
    const mediaType = mediaTypeOf(response.contentType);
    const mediaKey = documentedMediaType(content, mediaType);
    if (!mediaKey) {
      return [`${answer} as ${mediaType}, which the document does not list (${Object.keys(content).join(', ')})`];
    }
    if (!isJson(mediaType) || content[mediaKey]!.schema === undefined) return [];
    let body: unknown;
    try {
      body = JSON.parse(response.body.toString());
    } catch {
      return [`${answer} with a body that is not JSON, as ${mediaType}`];
    }
    const pointer = ['paths', path, method, 'responses', statusKey, 'content', mediaKey, 'schema']
      .map(pointerSegment)
      .join('/');
    const validate = validatorAt(`/${pointer}`);
    if (validate(body)) return [];
    return (validate.errors ?? []).map((error) => {
      const where = error.instancePath || '(the body)';
      const extra = (error.params as { additionalProperty?: string }).additionalProperty;
      return extra
        ? `${answer} with the field ${where === '(the body)' ? '' : `${where}/`}${extra}, which its schema does not declare`
        : `${answer}: ${where} ${error.message}`;
    });
  };
}
