import { Badge, Box, Button, Card, Container, Heading, Link, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../../../lib/usePageTitle';

export default function PricingPage() {
  usePageTitle('Pricing');

  return (
    <Container maxW="4xl" py={{ base: 10, md: 16 }}>
      <Stack gap={{ base: 10, md: 14 }}>
        <Stack gap="4">
          <Heading as="h1" size="3xl">
            Pricing
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            ReferBridge is free to use while we are in beta, and the Basic plan will stay free for good. Paid plans for
            power users and companies are on the way; we will announce them well before they launch.
          </Text>
          <Text color="fg.muted">
            Want the side-by-side comparison?{' '}
            <Link asChild color="blue.600">
              <RouterLink to="/#pricing">See the pricing section on the home page</RouterLink>
            </Link>
            .
          </Text>
        </Stack>

        <Stack as="section" gap="6">
          <Heading as="h2" size="xl">
            Plans
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
            <Card.Root borderColor="blue.500" borderWidth="2px">
              <Card.Header>
                <Stack gap="2">
                  <Badge colorPalette="blue" alignSelf="flex-start">
                    Most Popular
                  </Badge>
                  <Heading as="h3" size="lg">
                    Basic
                  </Heading>
                  <Text fontSize="2xl" fontWeight="bold">
                    Free
                  </Text>
                  <Text color="fg.muted" fontSize="sm">
                    Forever. No credit card needed.
                  </Text>
                </Stack>
              </Card.Header>
              <Card.Body>
                <List.Root ps="5" gap="2" color="fg.muted" fontSize="sm">
                  <List.Item>Browse referrers, companies and open jobs</List.Item>
                  <List.Item>Send referral requests with your resume attached</List.Item>
                  <List.Item>Follow the status of every request in one place</List.Item>
                  <List.Item>Answer requests and post jobs as a referrer</List.Item>
                </List.Root>
              </Card.Body>
              <Card.Footer>
                <Button asChild colorPalette="blue" width="full">
                  <RouterLink to="/auth?tab=register">Get Started</RouterLink>
                </Button>
              </Card.Footer>
            </Card.Root>

            <Card.Root>
              <Card.Header>
                <Stack gap="2">
                  <Badge colorPalette="gray" alignSelf="flex-start">
                    Coming Soon
                  </Badge>
                  <Heading as="h3" size="lg">
                    Pro
                  </Heading>
                  <Text fontSize="2xl" fontWeight="bold">
                    Coming Soon
                  </Text>
                  <Text color="fg.muted" fontSize="sm">
                    For active job seekers.
                  </Text>
                </Stack>
              </Card.Header>
              <Card.Body>
                <List.Root ps="5" gap="2" color="fg.muted" fontSize="sm">
                  <List.Item>Everything in Basic</List.Item>
                  <List.Item>Extra tools to manage many applications at once</List.Item>
                  <List.Item>Deeper insight into how your requests are doing</List.Item>
                </List.Root>
              </Card.Body>
              <Card.Footer>
                <Button variant="outline" width="full" disabled>
                  Join Waitlist
                </Button>
              </Card.Footer>
            </Card.Root>

            <Card.Root>
              <Card.Header>
                <Stack gap="2">
                  <Badge colorPalette="gray" alignSelf="flex-start">
                    Coming Soon
                  </Badge>
                  <Heading as="h3" size="lg">
                    Enterprise
                  </Heading>
                  <Text fontSize="2xl" fontWeight="bold">
                    Coming Soon
                  </Text>
                  <Text color="fg.muted" fontSize="sm">
                    For companies and their referral programs.
                  </Text>
                </Stack>
              </Card.Header>
              <Card.Body>
                <List.Root ps="5" gap="2" color="fg.muted" fontSize="sm">
                  <List.Item>Everything in Basic</List.Item>
                  <List.Item>A shared space for your company&apos;s referrers and jobs</List.Item>
                  <List.Item>Dedicated onboarding and support</List.Item>
                </List.Root>
              </Card.Body>
              <Card.Footer>
                <Button variant="outline" width="full" disabled>
                  Contact Us
                </Button>
              </Card.Footer>
            </Card.Root>
          </SimpleGrid>
        </Stack>

        <Box as="section" borderWidth="1px" borderRadius="lg" p={{ base: 5, md: 6 }} bg="bg.subtle">
          <Stack gap="3">
            <Heading as="h2" size="xl">
              Questions about pricing?
            </Heading>
            <Text color="fg.muted">
              Pro and Enterprise are not available yet, so there is nothing to buy today. If you have a question about
              plans, read the{' '}
              <Link asChild color="blue.600">
                <RouterLink to="/faq">frequently asked questions</RouterLink>
              </Link>{' '}
              or{' '}
              <Link asChild color="blue.600">
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
