import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useLoginMutation } from '../../../api/authApi';
import { FocusFirstError } from '../../../components/ui/FocusFirstError';
import { FormAlert } from '../../../components/ui/FormAlert';
import { FormikField } from '../../../components/ui/FormikField';
import { submitOrShowRefusal } from '../../../components/ui/submitOrShowRefusal';
import { twoStepCodeRules, twoStepMessages } from '../../../shared/twoStep';

/**
 * The second step of signing in, once the password was right and the account has two-step sign-in on: a code from the
 * authenticator app, or one of the recovery codes. A module of its own, loaded when a sign-in asks for it, since /auth's
 * first visit is at its budget. A right code signs in through `login`, so the page moves on as after a password.
 */
export default function SecondStepForm({ onStartAgain }: { onStartAgain: () => void }) {
  const [login] = useLoginMutation();
  const [recovery, setRecovery] = useState(false);
  return (
    <Formik
      initialValues={{ code: '' }}
      validationSchema={twoStepCodeRules}
      onSubmit={submitOrShowRefusal(
        (values) => login(twoStepCodeRules.cast(values)).unwrap(),
        twoStepMessages.codeFailed,
      )}
    >
      {({ isSubmitting, status, resetForm }) => (
        <Form noValidate aria-labelledby="second-step-heading">
          <Stack gap={4}>
            <Stack gap={1}>
              <Heading as="h2" size="md" id="second-step-heading">
                Two-step sign-in
              </Heading>
              <Text color="fg.muted" textStyle="sm">
                {recovery
                  ? 'Enter one of the recovery codes you saved when you turned two-step sign-in on. Each works once.'
                  : twoStepMessages.codeNeeded}
              </Text>
            </Stack>
            <FormAlert message={status} announce />
            <FormikField
              key={recovery ? 'recovery' : 'app'}
              name="code"
              label={recovery ? 'Recovery code' : 'Code from your app'}
              autoComplete={recovery ? 'off' : 'one-time-code'}
              inputMode={recovery ? 'text' : 'numeric'}
              autoFocus
              required
            />
            <FocusFirstError />
            <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Checking...">
              Verify and sign in
            </Button>
            <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap={2}>
              <Button
                variant="plain"
                size="sm"
                color="brand.600"
                px={0}
                onClick={() => {
                  resetForm();
                  setRecovery(!recovery);
                }}
              >
                {recovery ? 'Use a code from your app' : 'Use a recovery code instead'}
              </Button>
              <Button variant="plain" size="sm" px={0} onClick={onStartAgain}>
                Start again
              </Button>
            </Stack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
