import type { FormikHelpers } from 'formik';
import { showRefusal } from './FormAlert';

/**
 * A Formik `onSubmit` that clears the last refusal, sends the values, and shows the server's refusal if there is one
 * (on its fields, or as the form's alert; `fallback` when the answer cannot be read). A module of its own, so that the
 * forms using it add nothing to /auth's first visit.
 */
export function submitOrShowRefusal<Values>(send: (values: Values) => Promise<unknown>, fallback: string) {
  return async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(undefined);
    try {
      await send(values);
    } catch (error) {
      showRefusal(error, helpers, fallback);
    }
  };
}
