import type { ValidationError } from 'yup';

/**
 * A failed Yup check as one message per field, the first for each (the order the schema checks them): the shape the
 * forms show under their fields and the server answers as `errors`. A check of the whole object names no field; its
 * message is the error's own.
 */
export function fieldErrorsOf(error: ValidationError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const inner of error.inner.length ? error.inner : [error]) {
    if (inner.path && !errors[inner.path]) errors[inner.path] = inner.message;
  }
  return errors;
}
