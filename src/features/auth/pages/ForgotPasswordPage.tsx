import { Box, Button, Card, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useForgotPasswordMutation } from '../../../api/authApi';
import { FormAlert, showRefusal } from '../../../components/ui/FormAlert';
import { FormikField } from '../../../components/ui/FormikField';
import { usePageTitle } from '../../../lib/usePageTitle';
import { paths } from '../../../shared/paths';
import { forgotPasswordRules, passwordRecoveryMessages } from '../../../shared/passwordRecovery';
import type { ForgotPasswordAnswer } from '../../../shared/schemas/passwordRecovery';

/**
 * /forgot-password: asks for the address of an account and answers with the same confirmation whatever it is, so the
 * page tells nobody which addresses have accounts. The link arrives by mail.
 */
export default function ForgotPasswordPage() {
  usePageTitle('Forgot your password?', 'Ask for a link to choose a new password for your ReferBridge account.');
  const [forgotPassword] = useForgotPasswordMutation();
  // The server's answer once a link was asked for: the same for any address, and where this server's mail is read.
  const [sent, setSent] = useState<ForgotPasswordAnswer | null>(null);

  return (
    <Container maxW="md" py={{ base: 8, md: 16 }}>
      <Stack gap={6}>
        <Box textAlign="center">
          <Heading as="h1" size="2xl">
            Forgot your password?
          </Heading>
          <Text color="fg.muted" mt={2}>
            Enter the e-mail address of your account, and we&apos;ll send you a link to choose a new password.
          </Text>
        </Box>
        <Card.Root>
          <Card.Body>
            {sent ? (
              <Stack gap={4} role="status">
                <Text fontWeight="medium">{passwordRecoveryMessages.linkSent}</Text>
                {sent.mailStaysInOutbox ? (
                  <Text color="fg.muted" textStyle="sm">
                    This server sends no mail (a local try-out): the mail waits in its outbox. Sign in as an admin and
                    open{' '}
                    <Link asChild color="brand.600">
                      <RouterLink to={`${paths.adminDashboard.href()}?tab=mail`}>Admin → Mail</RouterLink>
                    </Link>{' '}
                    to read it.
                  </Text>
                ) : (
                  <Text color="fg.muted" textStyle="sm">
                    No mail after a few minutes? Check your spam folder, or ask again with the address you signed up
                    with.
                  </Text>
                )}
                <Button variant="outline" alignSelf="flex-start" onClick={() => setSent(null)}>
                  Send another link
                </Button>
              </Stack>
            ) : (
              <Formik
                initialValues={{ email: '' }}
                validationSchema={forgotPasswordRules}
                onSubmit={async (values, helpers) => {
                  helpers.setStatus(undefined);
                  try {
                    setSent(await forgotPassword(forgotPasswordRules.cast(values)).unwrap());
                  } catch (error) {
                    showRefusal(error, helpers, 'We could not send the link. Please try again.');
                  }
                }}
              >
                {({ isSubmitting, status }) => (
                  <Form noValidate aria-label="Send a reset link">
                    <Stack gap={4}>
                      <FormAlert message={status} announce />
                      <FormikField name="email" label="Email" type="email" autoComplete="email" required />
                      <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Sending...">
                        Send the link
                      </Button>
                    </Stack>
                  </Form>
                )}
              </Formik>
            )}
          </Card.Body>
        </Card.Root>
        <Text textAlign="center" textStyle="sm">
          Remembered it?{' '}
          <Link asChild color="brand.600">
            <RouterLink to={paths.auth.href()}>Back to sign in</RouterLink>
          </Link>
        </Text>
      </Stack>
    </Container>
  );
}
