import { Box, Container, Heading, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { List } from '../../../components/ui/chakra/List';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../../../lib/usePageTitle';
import { RETENTION } from '../../../shared/retention';
import { PageHeader } from '../../../components/ui/PageHeader';

const PRIVACY_EMAIL = 'privacy@referbridge.example';

/** The name of a cookie or of a browser storage key, as the browser's developer tools show it. */
const StoredName = ({ children }: { children: string }) => (
  <Box as="code" fontFamily="mono" fontSize="0.9em" color="fg" whiteSpace="nowrap">
    {children}
  </Box>
);

export default function PrivacyPage() {
  usePageTitle(
    'Privacy Policy',
    'What ReferBridge collects when you ask for or give a referral, who can see it, how long it is kept, and your rights.',
  );

  return (
    <Container maxW="4xl" py={{ base: 10, md: 16 }}>
      <Stack gap={{ base: 10, md: 12 }}>
        <PageHeader
          variant="content"
          title="Privacy policy"
          meta={
            <Text color="fg.muted" fontSize="sm" fontWeight="medium">
              Last updated: November 2026
            </Text>
          }
          description="ReferBridge helps job seekers ask employees for referrals, which means you trust us with personal information such as your resume. This page explains, in plain language, what we collect, who can see it, how long we keep it and what you can ask us to do with it."
        />

        <Stack as="section" gap="5">
          <Heading as="h2" size="xl">
            What we collect
          </Heading>
          <Text color="fg.muted">We only collect what we need to run the marketplace:</Text>

          <Stack gap="2">
            <Heading as="h3" size="md">
              Your account
            </Heading>
            <Text color="fg.muted">
              Your name, e-mail address and password. We never store your password itself, only a secure one-way hash of
              it, so nobody at ReferBridge can read it.
            </Text>
            <Text color="fg.muted">
              If you turn on two-step sign-in, we also keep the key your authenticator app makes codes from, encrypted,
              the time of the last code you used (so that no code works twice), and a one-way hash of each recovery
              code, never the codes themselves. Turning it off deletes them.
            </Text>
          </Stack>

          <Stack gap="2">
            <Heading as="h3" size="md">
              Your profile
            </Heading>
            <Text color="fg.muted">
              What you tell us during onboarding and on your profile: for example your job title, company, years of
              experience, LinkedIn address, a short bio, your interests, whether you are looking for a referral or
              offering them, and how you would like to be notified. If you are a referrer, your name, title, company,
              bio and specialties appear on your public referrer profile so that candidates can find you.
            </Text>
          </Stack>

          <Stack gap="2">
            <Heading as="h3" size="md">
              Referral requests and resumes
            </Heading>
            <Text color="fg.muted">
              When you ask for a referral, we store the details you enter (name, e-mail, phone number, the company and
              job you are interested in, your years of experience and your message), the resume file you attach, and the
              status of the request. If you are a referrer, we also store the jobs you post.
            </Text>
            <Text color="fg.muted">
              When a referrer asks you for changes and you send them, we keep the version you replaced (its message, job
              and resume) and when you had sent it, so that the request&apos;s history shows each version.
            </Text>
            <Text color="fg.muted">
              The messages you and the referrer write to each other on a request, when each was written and read, and
              whether one of you reported a message. Only the two of you can read them; our admins read a conversation
              only when one of you reports a message in it.
            </Text>
            <Text color="fg.muted">
              A request sent without an account is followed through a private link we mail to the address it gives: with
              its confirmation, with each answer of the referrer, and, once you are referred, 14 and 30 days later while
              you have not told the referrer how it went. Whoever holds the link sees where the request stands and can
              report its progress, so keep it to yourself.
            </Text>
          </Stack>

          <Stack gap="2">
            <Heading as="h3" size="md">
              Survey answers
            </Heading>
            <Text color="fg.muted">
              If you fill in our feedback survey, we store your answers. We only store contact details from the survey
              if you agree to be contacted about your feedback.
            </Text>
          </Stack>

          <Stack gap="2">
            <Heading as="h3" size="md">
              Technical logs
            </Heading>
            <Text color="fg.muted">
              Like most websites, our servers record basic information about each request (the time, the page or action
              requested and your IP address) so we can keep the service secure and fix errors. We remove search terms
              from these logs, and cookies and passwords never appear in them.
            </Text>
          </Stack>
        </Stack>

        <Stack as="section" gap="4">
          <Heading as="h2" size="xl">
            How we use your information
          </Heading>
          <List.Root ps="5" gap="2" color="fg.muted">
            <List.Item>To create and secure your account and keep you signed in.</List.Item>
            <List.Item>To deliver your referral requests to referrers and show you their status.</List.Item>
            <List.Item>To show referrer profiles and job postings to candidates.</List.Item>
            <List.Item>To send you the notifications you have asked for.</List.Item>
            <List.Item>To answer your support questions and improve ReferBridge based on your feedback.</List.Item>
            <List.Item>To prevent abuse, spam and fraud on the marketplace.</List.Item>
          </List.Root>
          <Text color="fg.muted">
            We do not sell or rent your personal information, and we do not use it for advertising.
          </Text>
        </Stack>

        <Stack as="section" gap="4">
          <Heading as="h2" size="xl">
            Who can see your resume and contact details
          </Heading>
          <Text color="fg.muted">A referral request and the resume attached to it are visible only to:</Text>
          <List.Root ps="5" gap="2" color="fg.muted">
            <List.Item>you, the person who sent the request;</List.Item>
            <List.Item>
              the referrer the request is assigned to: the one you chose or, when you let us match you (or the one you
              chose is not on ReferBridge yet), a referrer at the company you name. If they decline or do not answer in
              time, the request moves on to another referrer at that company, who then sees it instead;
            </List.Item>
            <List.Item>
              ReferBridge admins, who run the marketplace and may need it to route a request or resolve a problem.
            </List.Item>
          </List.Root>
          <Text color="fg.muted">
            The referrer first sees your name, the company and job you are interested in, your years of experience, your
            message and your resume. They see your e-mail address and phone number only once they accept your request,
            and no longer if they later decline it or you withdraw it. Your resume goes to them as you wrote it: any
            contact details written in it are part of it.
          </Text>
          <Text color="fg.muted">
            Your resume is never shown on a public page, and only the referrer who holds your request sees it. To refer
            you, the referrer may pass your resume and details to their company&apos;s hiring team, whose use of them is
            covered by that company&apos;s privacy policy. The request form says this, and who will receive your
            request, just above its send button, and we keep a note of which version of that notice you saw.
          </Text>
        </Stack>

        <Stack as="section" gap="4">
          <Heading as="h2" size="xl">
            Cookies and what your browser keeps
          </Heading>
          <Text color="fg.muted">
            ReferBridge sets two cookies and keeps a few small notes in your browser&apos;s storage. None of them holds
            your name, your e-mail address or anything you wrote, and none is shared with anyone else.
          </Text>
          <Stack gap="2">
            <Heading as="h3" size="md">
              Cookies
            </Heading>
            <Text color="fg.muted">
              Both are marked HttpOnly, which means scripts running in the page cannot read them.
            </Text>
            <List.Root ps="5" gap="2" color="fg.muted">
              <List.Item>
                <StoredName>rb.sid</StoredName> keeps you signed in: it holds a random session number. It is set when
                you sign in (with two-step sign-in, once your password is right, for the few minutes you have to type
                the code) and ends when you sign out, after a week without activity, and 30 days after you signed in in
                any case.
              </List.Item>
              <List.Item>
                <StoredName>rb.device</StoredName> tells our sign-in that this browser has signed in to your account
                before (your account&apos;s number, when, and our signature), so that someone guessing your password
                elsewhere cannot lock you out here. It is set when you sign in, sent only when you sign in, and kept for
                180 days after your last sign-in on this browser.
              </List.Item>
            </List.Root>
          </Stack>
          <Stack gap="2">
            <Heading as="h3" size="md">
              Your browser&apos;s storage
            </Heading>
            <List.Root ps="5" gap="2" color="fg.muted">
              <List.Item>
                <StoredName>userId</StoredName> (local storage): your account&apos;s number, stored when you sign in or
                register, so that the page knows who is signed in on this browser. It stays until you sign out or delete
                your account.
              </List.Item>
              <List.Item>
                <StoredName>sessionStartTime</StoredName> (local storage): when you last opened ReferBridge in this
                browser, to measure how long a visit lasts. Each visit replaces it, and it stays until you clear your
                browser&apos;s data. We load no analytics tool, so it is sent nowhere.
              </List.Item>
              <List.Item>
                <StoredName>rb.shareVisits</StoredName> (session storage): the referrers&apos; share links (their codes,
                nothing about you) already counted as a visit in this tab, 20 at most, so that opening one again does
                not count twice. It goes when you close the tab.
              </List.Item>
              <List.Item>
                <StoredName>referbridge.devtools</StoredName> (session storage): set only when a page is opened with{' '}
                <StoredName>?devtools=1</StoredName> at the end of its address, to turn on our developers&apos;
                debugging tools. It goes when you close the tab.
              </List.Item>
            </List.Root>
          </Stack>
          <Text color="fg.muted">
            We do not use advertising cookies, analytics cookies or any third-party trackers, so there is nothing to opt
            out of.
          </Text>
        </Stack>

        <Stack as="section" gap="4">
          <Heading as="h2" size="xl">
            How long we keep your information
          </Heading>
          <List.Root ps="5" gap="2" color="fg.muted">
            <List.Item>
              Account, profile (with the resume saved on it), referral requests and their messages: for as long as your
              account is open. When your account is deleted, they are deleted at once (see &quot;Deleting your
              account&quot; below).
            </List.Item>
            <List.Item>
              The resume attached to a referral request, with those you replaced by sending changes: until the request
              ends (it is withdrawn or marked hired, or declined for good: a declined request first goes on to another
              referrer or to our team), then {RETENTION.resumeDaysAfterEnd} days more, so the referrer can look back at
              it. Then we delete it, and the request&apos;s history says when. A request still under way keeps its
              resume.
            </List.Item>
            <List.Item>
              E-mails we send you: their text is deleted {RETENTION.sentMailBodyDays} days after sending, as it may hold
              a link to reset your password. We keep whom each went to, its subject and when.
            </List.Item>
            <List.Item>Survey answers: until you ask us to delete them, or your account is deleted.</List.Item>
            <List.Item>
              Sessions, with the browser you signed in from and when you last used it: removed when you sign out, when
              you end them from your profile, or when the session expires.
            </List.Item>
            <List.Item>
              A record of what our admins change (an account&apos;s role, disabling or deleting it, who a request is
              given to, a company&apos;s website, a job post they edit, close or remove): kept to show who did what and
              when. It names an account by its number only, never by its name or e-mail, so once an account is deleted
              nothing in it identifies its person. It keeps the name and e-mail of the admin who made each change.
            </List.Item>
            <List.Item>Technical logs: kept only as long as needed for security and troubleshooting.</List.Item>
          </List.Root>
          <Text color="fg.muted">
            We may keep a limited record for longer when the law requires it, for example to deal with a legal claim.
          </Text>
        </Stack>

        <Stack as="section" gap="4">
          <Heading as="h2" size="xl">
            Your rights
          </Heading>
          <Text color="fg.muted">You can ask us at any time to:</Text>
          <List.Root ps="5" gap="2" color="fg.muted">
            <List.Item>
              tell you what information we hold about you and give you a copy of it (you can also take one yourself:
              &ldquo;Download my data&rdquo; on your profile gives you a ZIP file of your account, your requests (with
              the earlier versions you replaced by sending changes), the messages on them, the resumes you uploaded and
              your sessions, at once);
            </List.Item>
            <List.Item>correct information that is wrong or out of date;</List.Item>
            <List.Item>
              delete your account and the information linked to it (you can also do it yourself, with Delete my account
              on your profile);
            </List.Item>
            <List.Item>stop using your information for a particular purpose.</List.Item>
          </List.Root>
          <Text color="fg.muted">
            E-mail us from the address on your account so we can confirm it is you. We respond to every request within
            30 days. If you are not happy with our answer, you can also complain to your local data protection
            authority.
          </Text>
        </Stack>

        <Stack as="section" gap="4">
          <Heading as="h2" size="xl">
            Deleting your account
          </Heading>
          <Text color="fg.muted">
            Delete my account, on your profile, asks for your password and deletes your account at once; when you ask us
            by e-mail, we do the same for you. Your account, your profiles (your referrer card leaves the lists), your
            resumes, your survey answers, your notifications and your messages (with the conversations on the requests
            you sent) are deleted, and you are signed out on every device.
          </Text>
          <Text color="fg.muted">
            Some things stay, without anything that identifies you. The referral requests you sent stay with the
            referrers you wrote to, so that their figures stay right, but show only &quot;Deleted account&quot;: no
            name, e-mail, phone number, message or resume. Requests still open are withdrawn. Ratings you gave stay,
            without your name. Requests you had received as a referrer go on to another referrer or to our team, and
            your job posts close. We send a confirmation to your e-mail address, and keep that one mail as a record that
            we did it.
          </Text>
        </Stack>

        <Stack as="section" gap="4">
          <Heading as="h2" size="xl">
            Changes to this policy
          </Heading>
          <Text color="fg.muted">
            ReferBridge is in beta and this policy may change as the product grows. When it does, we update the date at
            the top of this page, and we tell registered users by e-mail before any change that affects how we use their
            information.
          </Text>
        </Stack>

        <Separator />

        <Box as="section" borderWidth="1px" borderRadius="lg" p={{ base: 5, md: 6 }} bg="bg.subtle">
          <Stack gap="3">
            <Heading as="h2" size="xl">
              Contact us about privacy
            </Heading>
            <Text color="fg.muted">
              Questions or requests about your data? E-mail{' '}
              <Link href={`mailto:${PRIVACY_EMAIL}`} color="brand.600">
                {PRIVACY_EMAIL}
              </Link>
              . For anything else, see our{' '}
              <Link asChild color="brand.600">
                <RouterLink to="/contact">contact page</RouterLink>
              </Link>
              .
            </Text>
          </Stack>
        </Box>
      </Stack>
    </Container>
  );
}
