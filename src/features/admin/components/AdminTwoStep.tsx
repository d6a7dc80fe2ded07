import { Box, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from '../../../components/ui/SectionCard';
import { TwoStepSignIn } from '../../../components/twoStep/TwoStepSignIn';
import type { TwoStepStatus } from '../../../shared/schemas/twoStep';
import { paths } from '../../../shared/paths';

/**
 * An admin without two-step sign-in: in production the dashboard is the enrolment until it is on (the admin API
 * answers 403 meanwhile); elsewhere a banner asks for it.
 */
export function AdminTwoStep({ status }: { status: TwoStepStatus }) {
  if (status.enabled) return null;
  if (status.required) {
    return (
      <SectionCard
        id="admin-two-step-heading"
        title="Turn on two-step sign-in"
        description="Admins must use two-step sign-in on this server: the dashboard opens once it is on."
      >
        <TwoStepSignIn />
      </SectionCard>
    );
  }
  return (
    <Box
      role="note"
      borderWidth="1px"
      borderColor="orange.300"
      bg="orange.50"
      color="orange.900"
      borderRadius="l2"
      px={4}
      py={3}
    >
      <Text textStyle="sm">
        <strong>Two-step sign-in is off for your account.</strong> Admins must use it on a production server, where the
        dashboard stays closed until it is on.{' '}
        <Link asChild color="brand.700" fontWeight="semibold">
          <RouterLink to={`${paths.profile.href()}#two-step-heading`}>Turn it on in your profile</RouterLink>
        </Link>
      </Text>
    </Box>
  );
}
