import { Badge, Box, Button, Container, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Input } from '../../../components/ui/chakra/Input';
import { Link as RouterLink } from 'react-router-dom';
import { requestModalEvents } from '../../../../machines/requestModal.events';
import { useAppDispatch } from '../../../app/hooks';
import { opensRequestModal } from '../../../lib/lazyDialogs';
import { useAdoptTypedValue } from '../../../lib/useAdoptTypedValue';
import type { useSearchParamInput } from '../../../lib/useSearchParamInput';
import { paths } from '../../../shared/paths';

/** The hero: what ReferBridge does, the referrer search box, and Request a Referral. */
export function HeroSearch({ search }: { search: ReturnType<typeof useSearchParamInput> }) {
  const dispatch = useAppDispatch();
  const typedBeforeHydration = useAdoptTypedValue<HTMLInputElement>(search.text, search.setText);
  return (
    <Box bgGradient="to-b" gradientFrom="brand.50" gradientTo="bg" py={{ base: 12, md: 20 }}>
      <Container maxW="4xl" textAlign="center">
        <Stack gap={6} align="center">
          <Link asChild _hover={{ textDecoration: 'none' }}>
            <RouterLink to={paths.feedback.href()}>
              <Badge colorPalette="purple" variant="surface" size="lg">
                Beta: tell us what you think
              </Badge>
            </RouterLink>
          </Link>
          <Heading as="h1" size={{ base: '4xl', md: '6xl' }} lineHeight="shorter">
            Get referred to your dream job
          </Heading>
          <Text textStyle={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="2xl">
            Connect with employees at top companies who can refer you. A referral puts your resume in front of the
            hiring team.
          </Text>
          <Box
            as="form"
            role="search"
            aria-label="Search referrers"
            w="full"
            maxW="2xl"
            onSubmit={(event: React.FormEvent) => {
              event.preventDefault();
              search.submit();
            }}
          >
            <HStack gap={2}>
              <Input
                ref={typedBeforeHydration}
                type="search"
                aria-label="Search referrers"
                placeholder="Company, role or name"
                value={search.text}
                onChange={(event) => search.setText(event.currentTarget.value)}
                size="lg"
                bg="bg"
                boxShadow="xs"
              />
              <Button type="submit" colorPalette="brand" size="lg" flexShrink={0}>
                Search
              </Button>
            </HStack>
          </Box>
          <HStack gap={3} flexWrap="wrap" justify="center">
            <Button
              size="lg"
              colorPalette="brand"
              variant="outline"
              onClick={() => dispatch(requestModalEvents.open())}
              {...opensRequestModal}
            >
              Request a Referral
            </Button>
            <Button asChild size="lg" variant="ghost">
              <RouterLink to={paths.referrers.href()}>Browse Referrers</RouterLink>
            </Button>
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}
