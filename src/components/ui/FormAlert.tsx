import { Box } from '@chakra-ui/react';
import type { FormikHelpers } from 'formik';
import { serverFieldErrors, serverMessage } from '../../api/baseQuery';

/**
 * Shows a refusal where the eye is: the server's per-field messages (`errors`) under their fields, and otherwise its
 * message (or `fallback`) in the form's status, which FormAlert shows above or below the fields.
 */
export function showRefusal<Values>(error: unknown, helpers: FormikHelpers<Values>, fallback: string) {
  const fieldErrors = serverFieldErrors(error);
  if (Object.keys(fieldErrors).length > 0) helpers.setErrors(fieldErrors as never);
  else helpers.setStatus(serverMessage(error) ?? fallback);
}

/**
 * The form's last refusal (Formik's status). `announce` gives it an alert role; a form whose refusal is also toasted
 * leaves it out, since the toast with the same words is already announced and a second announcement would only repeat
 * it. A styled box rather than Chakra's Alert, whose code would weigh on the heaviest first-visit route for one line.
 */
export function FormAlert({ message, announce = false }: { message: unknown; announce?: boolean }) {
  if (typeof message !== 'string') return null;
  return (
    <Box
      data-testid="form-alert"
      role={announce ? 'alert' : undefined}
      borderWidth="1px"
      borderColor="border.error"
      borderRadius="l2"
      bg="bg.error"
      color="fg.error"
      px={4}
      py={3}
      textStyle="sm"
      fontWeight="medium"
    >
      {message}
    </Box>
  );
}
