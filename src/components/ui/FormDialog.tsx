import { Button, Portal, Stack, Text, type DialogRootProps } from '@chakra-ui/react';
import { Dialog } from './chakra/Dialog';
import { Form, Formik, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { serverMessage } from '../../api/baseQuery';

/**
 * The form stands between the dialog's content and its header, body and footer: a flex column that may shrink, so the
 * body scrolls inside the dialog (`scrollBehavior="inside"`) and the buttons stay on screen on a phone. As a block, it
 * grew past the dialog and took the buttons below the screen.
 */
const FORM_FILLS_DIALOG = { display: 'flex', flexDirection: 'column', flex: '1', minHeight: 0 } as const;

/**
 * A dialog that is one small form: a title, what the change does, the fields, and Cancel beside the action. The form is
 * checked with the schema the server runs; a refusal shows in the server's words (else `failure`) and the dialog stays
 * open with what was typed. Shared by every dialog that asks a question before a change (a decline's reason, a job
 * removal's reason, an assignment).
 */
export function FormDialog<Values extends FormikValues>({
  open,
  onClose,
  title,
  formLabel = title,
  initialValues,
  validationSchema,
  onSubmit,
  failure,
  submitLabel,
  submittingLabel,
  submitPalette,
  submitDisabled,
  size = 'md',
  finalFocusEl,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The form's accessible name, when shorter than the title. */
  formLabel?: string;
  initialValues: Values;
  validationSchema: AnyObjectSchema;
  /** Makes the change; throws the API's error when it is refused. */
  onSubmit: (values: Values) => Promise<unknown>;
  failure: string;
  submitLabel: string;
  submittingLabel: string;
  /** Red for what takes something away. */
  submitPalette: 'red' | 'brand';
  submitDisabled?: boolean;
  size?: DialogRootProps['size'];
  /** Where focus goes when the dialog closes, when not back to what had it before (null: back there). */
  finalFocusEl?: () => HTMLElement | null;
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      size={size}
      scrollBehavior="inside"
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {open && (
            <Dialog.Content>
              <Formik
                initialValues={initialValues}
                validationSchema={validationSchema}
                onSubmit={async (values, { setStatus }) => {
                  try {
                    await onSubmit(values);
                  } catch (error) {
                    setStatus(serverMessage(error) ?? failure);
                  }
                }}
              >
                {({ isSubmitting, status }) => (
                  <Form aria-label={formLabel} noValidate style={FORM_FILLS_DIALOG}>
                    <Dialog.Header>
                      <Dialog.Title>{title}</Dialog.Title>
                    </Dialog.Header>
                    <Dialog.Body>
                      <Stack gap={4}>
                        {children}
                        {typeof status === 'string' && (
                          <Text color="fg.error" role="alert">
                            {status}
                          </Text>
                        )}
                      </Stack>
                    </Dialog.Body>
                    <Dialog.Footer>
                      <Button variant="outline" onClick={onClose}>
                        Cancel
                      </Button>
                      <Button
                        type="submit"
                        colorPalette={submitPalette}
                        loading={isSubmitting}
                        loadingText={submittingLabel}
                        disabled={submitDisabled}
                      >
                        {submitLabel}
                      </Button>
                    </Dialog.Footer>
                  </Form>
                )}
              </Formik>
            </Dialog.Content>
          )}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
