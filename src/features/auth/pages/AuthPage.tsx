import { Box, Button, Card, Container, Heading, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import type { ApiError } from '../../../api/baseQuery';
import { FormikField } from '../../../components/ui/FormikField';
import { usePageTitle } from '../../../lib/usePageTitle';
import { paths } from '../../../shared/paths';
import { PRODUCT_NAME } from '../../../shared/product';
import { useLoginMutation, useRegisterMutation } from '../../../api/authApi';

type Tab = 'signin' | 'register';

/** Only same-site paths are followed after sign-in, so a crafted link cannot send users elsewhere. */
export function safeRedirect(target: string | null, fallback: string) {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : fallback;
}

/** Copies the server's per-field messages (`errors`) into the form, so they show under their fields. */
function showFieldErrors<T>(error: unknown, helpers: FormikHelpers<T>) {
  const fieldErrors = ((error as ApiError).body as { errors?: Record<string, string> } | undefined)?.errors;
  if (fieldErrors) helpers.setErrors(fieldErrors as never);
}

export default function AuthPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'register' ? 'register' : 'signin';
  const redirect = searchParams.get('redirect');
  usePageTitle(tab === 'register' ? 'Create your account' : 'Sign in');

  const selectTab = (next: Tab) => {
    const params = new URLSearchParams(searchParams);
    if (next === 'register') params.set('tab', 'register');
    else params.delete('tab');
    setSearchParams(params, { replace: true });
  };

  return (
    <Container maxW="md" py={{ base: 8, md: 16 }}>
      <Stack gap={6}>
        <Box textAlign="center">
          <Heading as="h1" size="2xl">
            {tab === 'register' ? `Join ${PRODUCT_NAME}` : 'Welcome back'}
          </Heading>
          <Text color="fg.muted" mt={2}>
            {tab === 'register'
              ? 'Create a free account to ask for referrals at the companies you want to join.'
              : 'Sign in to manage your referral requests.'}
          </Text>
        </Box>
        <Card.Root>
          <Card.Body>
            <Tabs.Root value={tab} onValueChange={(details) => selectTab(details.value as Tab)} fitted variant="line">
              <Tabs.List>
                <Tabs.Trigger value="signin">Sign In</Tabs.Trigger>
                <Tabs.Trigger value="register">Register</Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="signin" pt={6}>
                <SignInForm redirect={redirect} />
              </Tabs.Content>
              <Tabs.Content value="register" pt={6}>
                <RegisterForm redirect={redirect} />
              </Tabs.Content>
            </Tabs.Root>
          </Card.Body>
        </Card.Root>
      </Stack>
    </Container>
  );
}

function SignInForm({ redirect }: { redirect: string | null }) {
  const [login] = useLoginMutation();
  const navigate = useNavigate();
  const initialValues = { email: '', password: '' };
  return (
    <Formik
      initialValues={initialValues}
      onSubmit={async (values, helpers) => {
        try {
          await login(values).unwrap();
          navigate(safeRedirect(redirect, paths.home.href()), { replace: true });
        } catch (error) {
          // The toast says what went wrong (see authListeners); the form keeps what was typed.
          showFieldErrors(error, helpers);
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Sign in">
          <Stack gap={4}>
            <FormikField name="email" label="Email" type="email" autoComplete="email" required />
            <FormikField name="password" label="Password" type="password" autoComplete="current-password" required />
            <Link asChild alignSelf="flex-end" textStyle="sm" color="blue.600">
              <RouterLink to={paths.forgotPassword.href()}>Forgot password?</RouterLink>
            </Link>
            <Button type="submit" colorPalette="blue" loading={isSubmitting} loadingText="Signing in...">
              Sign In
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

function RegisterForm({ redirect }: { redirect: string | null }) {
  const [register] = useRegisterMutation();
  const navigate = useNavigate();
  const initialValues = { name: '', email: '', password: '' };
  return (
    <Formik
      initialValues={initialValues}
      onSubmit={async (values, helpers) => {
        try {
          await register(values).unwrap();
          // A new account has not been onboarded; the onboarding redirect takes over from here.
          navigate(safeRedirect(redirect, paths.onboarding.href()), { replace: true });
        } catch (error) {
          showFieldErrors(error, helpers);
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Register">
          <Stack gap={4}>
            <FormikField name="name" label="Full name" autoComplete="name" required />
            <FormikField name="email" label="Email" type="email" autoComplete="email" required />
            <FormikField
              name="password"
              label="Password"
              type="password"
              autoComplete="new-password"
              helperText="At least 8 characters."
              required
            />
            <Button type="submit" colorPalette="blue" loading={isSubmitting} loadingText="Creating account...">
              Create Account
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
