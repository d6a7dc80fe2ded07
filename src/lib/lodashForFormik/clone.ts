/**
 * lodash's `clone` as Formik uses it: `setIn` copies each object or array on the path to the field it sets, so that a
 * change makes new values rather than changing the old ones. A shallow copy that keeps an object's prototype, as
 * lodash's does; a date is copied, anything else returned as it is. In place of `lodash-es/clone` (see ./cloneDeep.ts).
 */
export default function clone<Value>(value: Value): Value {
  if (Array.isArray(value)) return [...value] as Value;
  if (value instanceof Date) return new Date(value.getTime()) as Value;
  if (typeof value !== 'object' || value === null) return value;
  return Object.assign(Object.create(Object.getPrototypeOf(value) as object | null) as object, value) as Value;
}
