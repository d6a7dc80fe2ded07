import { Box, Button, Card, Container, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSendContactMessageMutation } from '../../../api/contactApi';
import { FormAlert, showRefusal } from '../../../components/ui/FormAlert';
import { FormikField } from '../../../components/ui/FormikField';
import { FormikTextarea } from '../../../components/ui/FormikTextarea';
import { FormikSelect } from '../../../components/ui/FormikSelect';
import { usePageTitle } from '../../../lib/usePageTitle';
import { CONTACT_TOPICS, contactRules, type ContactInput } from '../../../shared/contact';
import { PageHeader } from '../../../components/ui/PageHeader';

const channels = [
  {
    title: 'General questions',
    email: 'hello@referbridge.example',
    text: 'Questions about ReferBridge, partnerships, or bringing your company’s referral program on board.',
  },
  {
    title: 'Help with your account',
    email: 'support@referbridge.example',
    text: 'Trouble signing in, a referral request that looks wrong, or anything else that is not working.',
  },
  {
    title: 'Press and media',
    email: 'press@referbridge.example',
    text: 'Interview requests, background on the company, and information for journalists.',
  },
  {
    title: 'Privacy',
    email: 'privacy@referbridge.example',
    text: 'Requests to see, correct or delete your data, and questions about our privacy policy.',
  },
];

const emptyMessage: ContactInput = { name: '', email: '', topic: '' as ContactInput['topic'], message: '' };

/**
 * Write to the team without leaving ReferBridge: the message is kept for the admins (the dashboard's Messages tab)
 * and mailed to them. After sending, the form gives way to the confirmation, with a way to write again.
 */
function ContactForm() {
  const [send] = useSendContactMessageMutation();
  const [sent, setSent] = useState<string | null>(null);
  return (
    <Box
      as="section"
      aria-labelledby="form-heading"
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: 5, md: 6 }}
      bg="bg.subtle"
    >
      <Stack gap="4">
        <Heading as="h2" size="xl" id="form-heading">
          Write to us here
        </Heading>
        {sent ? (
          <Stack gap="4" role="status">
            <Text fontWeight="medium">{sent}</Text>
            <Button variant="outline" alignSelf="flex-start" onClick={() => setSent(null)}>
              Send another message
            </Button>
          </Stack>
        ) : (
          <Formik
            initialValues={emptyMessage}
            validationSchema={contactRules}
            onSubmit={async (values, helpers) => {
              helpers.setStatus(undefined);
              try {
                setSent((await send(contactRules.cast(values)).unwrap()).message);
              } catch (error) {
                showRefusal(error, helpers, 'We could not send your message. Please try again.');
              }
            }}
          >
            {({ isSubmitting, status }) => (
              <Form noValidate aria-label="Contact the ReferBridge team">
                <Stack gap="4">
                  <FormAlert message={status} announce />
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    <FormikField name="name" label="Your name" autoComplete="name" required />
                    <FormikField name="email" label="Your e-mail" type="email" autoComplete="email" required />
                  </SimpleGrid>
                  <FormikSelect
                    name="topic"
                    label="Topic"
                    options={CONTACT_TOPICS}
                    placeholder="Choose a topic"
                    required
                  />
                  <FormikTextarea name="message" label="Message" required />
                  <Button
                    type="submit"
                    colorPalette="brand"
                    alignSelf="flex-start"
                    loading={isSubmitting}
                    loadingText="Sending..."
                  >
                    Send message
                  </Button>
                </Stack>
              </Form>
            )}
          </Formik>
        )}
        <Text color="fg.muted" textStyle="sm">
          To tell us what you think of ReferBridge itself, please{' '}
          <Link asChild color="brand.600">
            <RouterLink to="/feedback">share your feedback</RouterLink>
          </Link>
          ; it only takes a few minutes.
        </Text>
      </Stack>
    </Box>
  );
}

export default function ContactPage() {
  usePageTitle(
    'Contact Us',
    'Reach the ReferBridge team: the right e-mail address for support, partnerships, press and privacy questions.',
  );

  return (
    <Container maxW="4xl" py={{ base: 10, md: 16 }}>
      <Stack gap={{ base: 10, md: 14 }}>
        <PageHeader
          variant="content"
          title="Contact us"
          description="We are happy to hear from you. Write to us with the form below, or pick the address that fits your question and it will reach the right person on our team directly."
        />

        <Stack as="section" gap="6" aria-labelledby="email-heading">
          <Heading as="h2" size="xl" id="email-heading">
            E-mail us
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
            {channels.map((channel) => (
              <Card.Root key={channel.email}>
                <Card.Body>
                  <Stack gap="2">
                    <Heading as="h3" size="md">
                      {channel.title}
                    </Heading>
                    <Text color="fg.muted">{channel.text}</Text>
                    <Link href={`mailto:${channel.email}`} color="brand.600" fontWeight="medium" wordBreak="break-all">
                      {channel.email}
                    </Link>
                  </Stack>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
          <Text color="fg.muted">
            We answer e-mail Monday to Friday and usually reply within one business day. Before writing about a problem,
            you may find a quicker answer in the{' '}
            <Link asChild color="brand.600">
              <RouterLink to="/faq">frequently asked questions</RouterLink>
            </Link>{' '}
            or on the{' '}
            <Link asChild color="brand.600">
              <RouterLink to="/support">support page</RouterLink>
            </Link>
            .
          </Text>
        </Stack>

        <ContactForm />
      </Stack>
    </Container>
  );
}
