/** Response schemas shared by routes: they fix the output shape and keep private columns out of answers. */
export const userJsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    email: { type: 'string' },
    role: { type: 'string' },
    isReferrer: { type: 'boolean' },
    onboardingCompleted: { type: 'boolean' },
  },
  required: ['id', 'name', 'email', 'role', 'isReferrer', 'onboardingCompleted'],
} as const;

/** Every 4xx/5xx body: a message for people, and per-field messages for forms. */
export const errorJsonSchema = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
  },
  required: ['message'],
} as const;
