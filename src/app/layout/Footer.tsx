import { Box, Button, Container, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { surveyEvents } from '../../../machines/survey.events';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '../../shared/product';
import { useAppDispatch } from '../hooks';
import { LogoMark } from '../../components/ui/icons';
import { footerColumns } from './navLinks';
import { opensSurvey } from '../../lib/lazyDialogs';

export function Footer() {
  const dispatch = useAppDispatch();
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" mt="auto">
      <Container maxW="7xl" py={{ base: 10, md: 14 }}>
        <SimpleGrid columns={{ base: 1, md: 4 }} gap={8}>
          <Stack gap={3}>
            <Text fontWeight="bold" fontSize="lg" display="flex" alignItems="center" gap={2}>
              <LogoMark boxSize={6} />
              {PRODUCT_NAME}
            </Text>
            <Text color="fg.muted" textStyle="sm">
              {PRODUCT_TAGLINE}
            </Text>
            <Button
              colorPalette="brand"
              display={{ base: 'inline-flex', md: 'none' }}
              alignSelf="flex-start"
              onClick={() => dispatch(surveyEvents.open())}
              {...opensSurvey}
            >
              Share Your Feedback
            </Button>
          </Stack>
          {footerColumns.map((column) => (
            <Box as="nav" key={column.title} aria-label={column.title}>
              <Heading as="h2" size="sm" mb={3}>
                {column.title}
              </Heading>
              <Stack as="ul" gap={2} listStyleType="none">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link asChild color="fg.muted" textStyle="sm">
                      <RouterLink to={link.href}>{link.label}</RouterLink>
                    </Link>
                  </li>
                ))}
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
        <Text mt={10} pt={6} borderTopWidth="1px" color="fg.muted" textStyle="sm">
          © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
