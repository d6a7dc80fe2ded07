import { Box, Button, Card, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Tabs } from '../../../components/ui/chakra/Tabs';
import { Form, Formik, type FormikValues } from 'formik';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useAppSelector } from '../../../app/hooks';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { selectMustOnboard, selectSessionStatus } from '../../../api/sessionSlice';
import { FormAlert, showRefusal } from '../../../components/ui/FormAlert';
import { FormikField } from '../../../components/ui/FormikField';
import { PageSpinner } from '../../../components/ui/PageSpinner';
import { safeRedirect } from '../../../lib/safeRedirect';
import { usePageTitle } from '../../../lib/usePageTitle';
import { paths } from '../../../shared/paths';
import { PRODUCT_NAME } from '../../../shared/product';
import { useLoginMutation, useRegisterMutation } from '../../../api/authApi';
import { authToasts } from '../authListeners';

type Tab = 'signin' | 'register';

/**
 * A signed-in user has nothing to do here: whoever just signed in or registered, and whoever opens /auth while
 * signed in, goes on to the redirect target (same-site paths only), else home, or onboarding when it is due (where
 * the onboarding redirect would send them anyway).
 */
function useSendSignedInUserOn(redirect: string | null) {
  const status = useAppSelector(selectSessionStatus);
  const mustOnboard = useAppSelector(selectMustOnboard);
  const navigate = useNavigate();
  const target = safeRedirect(redirect, mustOnboard ? paths.onboarding.href() : paths.home.href());
  const signedIn = status === 'authenticated';
  useEffect(() => {
    if (signedIn) void navigate(target, { replace: true });
  }, [navigate, signedIn, target]);
  return signedIn;
}

export default function AuthPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'register' ? 'register' : 'signin';
  const redirect = searchParams.get('redirect');
  usePageTitle(
    tab === 'register' ? 'Create your account' : 'Sign in',
    'Sign in to ReferBridge, or create an account, to ask employees for referrals, follow your requests and refer others.',
  );
  const signedIn = useSendSignedInUserOn(redirect);

  const selectTab = (next: Tab) => {
    const params = new URLSearchParams(searchParams);
    if (next === 'register') params.set('tab', 'register');
    else params.delete('tab');
    setSearchParams(params, { replace: true });
  };

  // Signed in already (or just now): the page is on its way elsewhere, so the forms are not offered again.
  if (signedIn) return <PageSpinner label="Signed in, taking you on" />;
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
                <SignInForm />
              </Tabs.Content>
              <Tabs.Content value="register" pt={6}>
                <RegisterForm />
              </Tabs.Content>
            </Tabs.Root>
          </Card.Body>
        </Card.Root>
      </Stack>
    </Container>
  );
}

interface AuthFormProps<Values> {
  /** The form's accessible name. */
  label: string;
  initialValues: Values;
  /** Sends the values; a refusal is shown by the form, and the session change moves the page on. */
  send: (values: Values) => Promise<unknown>;
  /** What the alert says when the server's answer carries no words of its own. */
  refusalFallback: string;
  submitLabel: string;
  submittingLabel: string;
  children: ReactNode;
}

/** The shape both tabs share: the refusal above the fields, and the submit button once the app owns the form. */
function AuthForm<Values extends FormikValues>({
  label,
  initialValues,
  send,
  refusalFallback,
  submitLabel,
  submittingLabel,
  children,
}: AuthFormProps<Values>) {
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Formik<Values>
      initialValues={initialValues}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          await send(values);
        } catch (error) {
          // The form keeps what was typed. The refusal shows once, on the form (no toast repeats it): above the
          // fields, announced, or under the field it is about, which then takes the focus so that it is read out.
          // flushSync puts the refused field's aria-invalid on the page before the focus looks for it; a timer could
          // run before React had drawn it, and leave focus on the submit button. (FocusFirstError, which the other
          // forms use, would weigh on /auth, the heaviest first-visit route.)
          flushSync(() => showRefusal(error, helpers, refusalFallback));
          formRef.current?.querySelector<HTMLElement>('[aria-invalid=true]')?.focus();
        }
      }}
    >
      {({ isSubmitting, status }) => (
        // The page is prerendered: a press before the app has loaded is kept and made again once it has
        // (src/rendering/earlyPresses.ts). Should a browser submit natively all the same, POST keeps the password out
        // of the address bar and the history.
        <Form noValidate aria-label={label} method="post" ref={formRef}>
          <Stack gap={4}>
            <FormAlert message={status} announce />
            {children}
            <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText={submittingLabel}>
              {submitLabel}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

/** Signing in puts the user in the session; the page then sends them on (useSendSignedInUserOn). */
function SignInForm() {
  const [login] = useLoginMutation();
  // The second step, for accounts with two-step sign-in on: its code loads when the password step asks for a code,
  // while the Sign In button still shows that it is at work.
  const [SecondStep, setSecondStep] = useState<ComponentType<{ onStartAgain: () => void }>>();
  if (SecondStep) return <SecondStep onStartAgain={() => setSecondStep(undefined)} />;
  return (
    <AuthForm
      label="Sign in"
      initialValues={{ email: '', password: '' }}
      send={(values) =>
        login(values)
          .unwrap()
          .catch(async (error: { body?: { secondStep?: boolean } }) => {
            if (!error.body?.secondStep) throw error;
            const step = await import('../components/SecondStepForm');
            setSecondStep(() => step.default);
          })
      }
      refusalFallback={authToasts.loginFailureFallback}
      submitLabel="Sign In"
      submittingLabel="Signing in..."
    >
      <FormikField name="email" label="Email" type="email" autoComplete="email" required />
      <FormikField name="password" label="Password" type="password" autoComplete="current-password" required />
      <Link asChild alignSelf="flex-end" textStyle="sm" color="brand.600">
        <RouterLink to={paths.forgotPassword.href()}>Forgot password?</RouterLink>
      </Link>
    </AuthForm>
  );
}

/** Registering signs the new user in; the page then sends them on, and the onboarding redirect takes over. */
function RegisterForm() {
  const [register] = useRegisterMutation();
  return (
    <AuthForm
      label="Register"
      initialValues={{ name: '', email: '', password: '' }}
      send={(values) => register(values).unwrap()}
      refusalFallback={authToasts.registerFailureFallback}
      submitLabel="Create Account"
      submittingLabel="Creating account..."
    >
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
    </AuthForm>
  );
}
