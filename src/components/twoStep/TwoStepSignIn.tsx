import { Box, Button, Code, HStack, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import {
  useConfirmTwoStepEnrolmentMutation,
  useGetTwoStepQuery,
  useStartTwoStepEnrolmentMutation,
  useTurnOffTwoStepMutation,
} from '../../api/twoStepApi';
import { useAppDispatch } from '../../app/hooks';
import type { TwoStepEnrolment } from '../../shared/schemas/twoStep';
import {
  formatRecoveryCode,
  formatSecretForTyping,
  twoStepCodeRules,
  twoStepMessages,
  twoStepPasswordRules,
} from '../../shared/twoStep';
import { PRODUCT_NAME } from '../../shared/product';
import { FocusFirstError } from '../ui/FocusFirstError';
import { FormAlert } from '../ui/FormAlert';
import { FormikField } from '../ui/FormikField';
import { submitOrShowRefusal } from '../ui/submitOrShowRefusal';
import { toastAdded } from '../ui/toaster/toastsSlice';

/**
 * Two-step sign-in's settings, on /profile and (for an admin who must turn it on) the admin dashboard: turning it on
 * (the password, then the authenticator app's first code; the recovery codes are shown once), or off (the password).
 */
export function TwoStepSignIn() {
  const status = useGetTwoStepQuery();
  const [enrolment, setEnrolment] = useState<TwoStepEnrolment>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(undefined)} />;
  if (enrolment) {
    return (
      <ConfirmEnrolment
        enrolment={enrolment}
        onConfirmed={(codes) => {
          setEnrolment(undefined);
          setRecoveryCodes(codes);
        }}
        onCancel={() => setEnrolment(undefined)}
      />
    );
  }
  if (status.isLoading) {
    return (
      <Stack gap={3} role="status" aria-label="Loading two-step sign-in">
        <Skeleton height="5" width="70%" />
        <Skeleton height="10" width={{ base: 'full', sm: '20rem' }} />
      </Stack>
    );
  }
  if (!status.data) {
    return (
      <Stack gap={3} align="flex-start">
        <FormAlert message="We could not load your two-step sign-in settings." announce />
        <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }
  if (status.data.enabled) {
    return <TurnOff since={status.data.enabledAt} recoveryCodesLeft={status.data.recoveryCodesLeft} />;
  }
  return <StartEnrolment required={status.data.required} onStarted={setEnrolment} />;
}

/** The password, asked before anything changes. */
function PasswordForm({
  label,
  submitLabel,
  submittingLabel,
  destructive,
  send,
}: {
  label: string;
  submitLabel: string;
  submittingLabel: string;
  destructive?: boolean;
  send: (password: string) => Promise<void>;
}) {
  return (
    <Formik
      initialValues={{ password: '' }}
      validationSchema={twoStepPasswordRules}
      onSubmit={submitOrShowRefusal((values) => send(values.password), twoStepMessages.failed)}
    >
      {({ isSubmitting, status }) => (
        <Form noValidate aria-label={label}>
          <Stack gap={4} maxW={{ sm: '24rem' }}>
            <FormikField name="password" label="Password" type="password" autoComplete="current-password" required />
            <FocusFirstError />
            <FormAlert message={status} announce />
            <Button
              type="submit"
              variant="outline"
              colorPalette={destructive ? 'red' : undefined}
              alignSelf={{ base: 'stretch', sm: 'flex-start' }}
              loading={isSubmitting}
              loadingText={submittingLabel}
            >
              {submitLabel}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

function StartEnrolment({
  required,
  onStarted,
}: {
  required: boolean;
  onStarted: (enrolment: TwoStepEnrolment) => void;
}) {
  const [start] = useStartTwoStepEnrolmentMutation();
  return (
    <Stack gap={4}>
      <Text>
        Two-step sign-in is <strong>off</strong>. Turn it on and signing in will also ask for a 6-digit code from an
        authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password and others), so your
        password alone no longer opens your account.
        {required && ' As an admin, you must turn it on before using the admin dashboard.'}
      </Text>
      <PasswordForm
        label="Turn on two-step sign-in"
        submitLabel="Turn on two-step sign-in"
        submittingLabel="Checking..."
        send={async (password) => onStarted(await start({ password }).unwrap())}
      />
    </Stack>
  );
}

function ConfirmEnrolment({
  enrolment,
  onConfirmed,
  onCancel,
}: {
  enrolment: TwoStepEnrolment;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const dispatch = useAppDispatch();
  const [confirm] = useConfirmTwoStepEnrolmentMutation();
  return (
    <Stack gap={5}>
      <Stack gap={2}>
        <Text fontWeight="semibold">1. Add {PRODUCT_NAME} to your authenticator app</Text>
        <Text color="fg.muted" textStyle="sm">
          On this phone, open the link; on another device, add an account in the app and type the key.
        </Text>
      </Stack>
      <Stack direction={{ base: 'column', sm: 'row' }} gap={5} align={{ base: 'stretch', sm: 'center' }}>
        <Stack gap={3} minW={0}>
          <Link href={enrolment.otpauthUri} color="brand.600" fontWeight="semibold">
            Open in your authenticator app
          </Link>
          <Stack gap={1}>
            <Text textStyle="sm" color="fg.muted" id="two-step-key-label">
              Key, to type by hand (time-based, 6 digits):
            </Text>
            <Code
              aria-labelledby="two-step-key-label"
              fontSize="md"
              px={2}
              py={1}
              wordBreak="break-word"
              whiteSpace="normal"
              data-testid="two-step-secret"
            >
              {formatSecretForTyping(enrolment.secret)}
            </Code>
          </Stack>
        </Stack>
      </Stack>
      <Formik
        initialValues={{ code: '' }}
        validationSchema={twoStepCodeRules}
        onSubmit={submitOrShowRefusal(async (values) => {
          const { recoveryCodes } = await confirm(twoStepCodeRules.cast(values)).unwrap();
          dispatch(toastAdded(twoStepMessages.turnedOn));
          onConfirmed(recoveryCodes);
        }, twoStepMessages.failed)}
      >
        {({ isSubmitting, status }) => (
          <Form noValidate aria-label="Confirm two-step sign-in">
            <Stack gap={4} maxW={{ sm: '24rem' }}>
              <Text fontWeight="semibold">2. Enter the code the app shows</Text>
              <FormikField
                name="code"
                label="Code from your app"
                autoComplete="one-time-code"
                inputMode="numeric"
                required
              />
              <FocusFirstError />
              <FormAlert message={status} announce />
              <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
                <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Checking...">
                  Turn on
                </Button>
                <Button variant="ghost" onClick={onCancel}>
                  Cancel
                </Button>
              </Stack>
            </Stack>
          </Form>
        )}
      </Formik>
    </Stack>
  );
}

/** The recovery codes, shown this once: to copy, download or write down. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = codes.map(formatRecoveryCode).join('\n');
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${PRODUCT_NAME} recovery codes\n\n${text}\n`], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'referbridge-recovery-codes.txt' });
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack gap={4}>
      <Text fontWeight="semibold">Save your recovery codes</Text>
      <Text color="fg.muted" textStyle="sm">
        If you lose your phone, each of these codes signs you in once instead of a code from the app. Keep them
        somewhere safe, such as a password manager: they are not shown again.
      </Text>
      <SimpleGrid as="ul" aria-label="Recovery codes" columns={{ base: 1, sm: 2 }} gap={2} listStyleType="none">
        {codes.map((code) => (
          <Box as="li" key={code}>
            <Code fontSize="md" px={2} py={1}>
              {formatRecoveryCode(code)}
            </Code>
          </Box>
        ))}
      </SimpleGrid>
      <HStack gap={3} flexWrap="wrap">
        <Button
          variant="outline"
          size="sm"
          onClick={async () => {
            await navigator.clipboard?.writeText(text);
            setCopied(true);
          }}
        >
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button variant="outline" size="sm" onClick={download}>
          Download codes
        </Button>
        <Button colorPalette="brand" size="sm" onClick={onDone}>
          I have saved them
        </Button>
      </HStack>
    </Stack>
  );
}

function TurnOff({ since, recoveryCodesLeft }: { since: string | null; recoveryCodesLeft: number }) {
  const dispatch = useAppDispatch();
  const [turnOff] = useTurnOffTwoStepMutation();
  const date = since ? new Date(since).toLocaleDateString(undefined, { dateStyle: 'medium' }) : undefined;
  return (
    <Stack gap={4}>
      <Text>
        Two-step sign-in is <strong>on</strong>
        {date && ` since ${date}`}: signing in asks for a code from your authenticator app.{' '}
        {recoveryCodesLeft === 1 ? '1 recovery code is' : `${recoveryCodesLeft} recovery codes are`} left.
        {recoveryCodesLeft < 3 && ' Turn it off and on again for a new set.'}
      </Text>
      <PasswordForm
        label="Turn off two-step sign-in"
        submitLabel="Turn off two-step sign-in"
        submittingLabel="Turning off..."
        destructive
        send={async (password) => {
          await turnOff({ password }).unwrap();
          dispatch(toastAdded(twoStepMessages.turnedOff));
        }}
      />
    </Stack>
  );
}
