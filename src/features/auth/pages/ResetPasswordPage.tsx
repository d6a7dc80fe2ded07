import { Box, Button, Card, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { serverFieldErrors } from '../../../api/baseQuery';
import { useResetPasswordMutation } from '../../../api/authApi';
import { useAppDispatch } from '../../../app/hooks';
import { FormAlert, showRefusal } from '../../../components/ui/FormAlert';
import { NewPasswordFields } from '../../../components/ui/NewPasswordFields';
import { toastAdded } from '../../../components/ui/toaster/toastsSlice';
import { usePageTitle } from '../../../lib/usePageTitle';
import { paths } from '../../../shared/paths';
import {
  PASSWORD_RESET_TTL_MINUTES,
  passwordRecoveryMessages,
  RESET_TOKEN_PATTERN,
  resetPasswordFormRules,
  resetPasswordRules,
} from '../../../shared/passwordRecovery';

/** A link that cannot work (cut short, expired or used): say so, and offer a new one. */
function UnusableLink() {
  return (
    <Stack gap={4} role="alert">
      <Text fontWeight="medium">{passwordRecoveryMessages.linkUnusable}</Text>
      <Text color="fg.muted" textStyle="sm">
        Each link works once, for {PASSWORD_RESET_TTL_MINUTES} minutes. A new one reaches you in a minute or two.
      </Text>
      <Button asChild colorPalette="brand" alignSelf="flex-start">
        <RouterLink to={paths.forgotPassword.href()}>Send me a new link</RouterLink>
      </Button>
    </Stack>
  );
}

/**
 * /reset-password?token=: the page a reset mail links to. A new password, typed twice, replaces the old one and signs
 * the account out everywhere; the person then signs in with it. A link that cannot work says so and offers a new one.
 */
export default function ResetPasswordPage() {
  usePageTitle('Choose a new password', 'Choose a new password for your ReferBridge account.');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [resetPassword] = useResetPasswordMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // Known before asking the server when the link was cut short; learnt from its answer when the token is spent.
  const [linkUnusable, setLinkUnusable] = useState(!RESET_TOKEN_PATTERN.test(token));

  return (
    <Container maxW="md" py={{ base: 8, md: 16 }}>
      <Stack gap={6}>
        <Box textAlign="center">
          <Heading as="h1" size="2xl">
            Choose a new password
          </Heading>
          <Text color="fg.muted" mt={2}>
            Once it is changed, every device signed in to your account is signed out.
          </Text>
        </Box>
        <Card.Root>
          <Card.Body>
            {linkUnusable ? (
              <UnusableLink />
            ) : (
              <Formik
                initialValues={{ token, password: '', confirmation: '' }}
                validationSchema={resetPasswordFormRules}
                onSubmit={async (values, helpers) => {
                  helpers.setStatus(undefined);
                  try {
                    await resetPassword(resetPasswordRules.cast(values, { stripUnknown: true })).unwrap();
                    dispatch(
                      toastAdded({ title: 'Password changed', description: passwordRecoveryMessages.passwordChanged }),
                    );
                    void navigate(paths.auth.href(), { replace: true });
                  } catch (error) {
                    if (serverFieldErrors(error).token) setLinkUnusable(true);
                    else showRefusal(error, helpers, 'We could not change your password. Please try again.');
                  }
                }}
              >
                {({ isSubmitting, status }) => (
                  <Form noValidate aria-label="Choose a new password">
                    <Stack gap={4}>
                      <FormAlert message={status} announce />
                      <NewPasswordFields passwordName="password" />
                      <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Saving...">
                        Change password
                      </Button>
                    </Stack>
                  </Form>
                )}
              </Formik>
            )}
          </Card.Body>
        </Card.Root>
        <Text textAlign="center" textStyle="sm">
          <Link asChild color="brand.600">
            <RouterLink to={paths.auth.href()}>Back to sign in</RouterLink>
          </Link>
        </Text>
      </Stack>
    </Container>
  );
}
