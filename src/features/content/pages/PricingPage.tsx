import { Box, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PricingPlans } from '../../../components/marketing/PricingPlans';
import { usePageTitle } from '../../../lib/usePageTitle';
import { PageHeader } from '../../../components/ui/PageHeader';

export default function PricingPage() {
  usePageTitle(
    'Pricing',
    'ReferBridge is free while in beta and the Basic plan stays free. See what Pro and Enterprise will add when they open.',
  );

  return (
    <Container maxW="4xl" py={{ base: 10, md: 16 }}>
      <Stack gap={{ base: 10, md: 14 }}>
        <PageHeader
          variant="content"
          title="Pricing"
          description="ReferBridge is free to use while we are in beta, and the Basic plan will stay free for good. Paid plans for power users and companies are on the way; we will announce them well before they launch."
        />

        <Stack as="section" gap="6">
          <Heading as="h2" size="xl">
            Plans
          </Heading>
          <PricingPlans />
        </Stack>

        <Box as="section" borderWidth="1px" borderRadius="lg" p={{ base: 5, md: 6 }} bg="bg.subtle">
          <Stack gap="3">
            <Heading as="h2" size="xl">
              Questions about pricing?
            </Heading>
            <Text color="fg.muted">
              Pro and Enterprise are not available yet, so there is nothing to buy today. If you have a question about
              plans, read the{' '}
              <Link asChild color="brand.600">
                <RouterLink to="/faq">frequently asked questions</RouterLink>
              </Link>{' '}
              or{' '}
              <Link asChild color="brand.600">
                <RouterLink to="/contact">contact the ReferBridge team</RouterLink>
              </Link>
              .
            </Text>
          </Stack>
        </Box>
      </Stack>
    </Container>
  );
}
