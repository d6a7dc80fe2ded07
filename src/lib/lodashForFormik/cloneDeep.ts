/**
 * lodash's `cloneDeep` as Formik uses it: to copy a form's initial values, errors, touched and status, and an item
 * pushed onto a FieldArray. Form values are data: arrays and plain objects are copied all the way down and dates
 * copied; anything else (a File, an instance of a class) is kept as it is, as lodash keeps what it cannot clone inside
 * an object.
 *
 * Vite puts it in place of `lodash-es/cloneDeep` (vite.config.ts), and ./clone.ts in place of `lodash-es/clone`:
 * lodash's own bring its whole cloning machinery (maps, sets, typed arrays, buffers, symbols, a stack for cycles) into
 * the first visit of every page with a form, /auth's included, for values that never hold any of those.
 */
export default function cloneDeep<Value>(value: Value): Value {
  if (Array.isArray(value)) return value.map(cloneDeep) as Value;
  if (value instanceof Date) return new Date(value.getTime()) as Value;
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) copy[key] = cloneDeep(field);
  return copy as Value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
