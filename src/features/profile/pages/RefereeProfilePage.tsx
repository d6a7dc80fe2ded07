import { Button, Container, SimpleGrid, Stack } from '@chakra-ui/react';
import { Fieldset } from '../../../components/ui/chakra/Fieldset';
import { Form, Formik } from 'formik';
import { useGetCandidateProfileQuery, useSaveCandidateProfileMutation } from '../../../api/accountApi';
import { useAppDispatch } from '../../../app/hooks';
import { ListError } from '../../../components/catalog/ListError';
import { DetailPageSkeleton, SkeletonBar, SkeletonLines } from '../../../components/catalog/skeletons';
import { FormAlert, showRefusal } from '../../../components/ui/FormAlert';
import { FormikOptionCheckbox } from '../../../components/ui/FormikCheckbox';
import { FormikField } from '../../../components/ui/FormikField';
import { toastAdded } from '../../../components/ui/toaster/toastsSlice';
import { SectionCard } from '../../../components/ui/SectionCard';
import { PageHeader } from '../../../components/ui/PageHeader';
import { usePageTitle } from '../../../lib/usePageTitle';
import { accountMessages, candidateProfileRules } from '../../../shared/account';
import { INTEREST_OPTIONS } from '../../../shared/onboarding';
import type { CandidateProfile } from '../../../shared/schemas/account';
import { DefaultResume } from '../components/DefaultResume';

const valuesOf = (profile: CandidateProfile) => ({
  title: profile.title,
  experience: profile.experience === null ? '' : String(profile.experience),
  linkedin: profile.linkedin ?? '',
  interests: profile.interests,
});

function CandidateForm({ profile }: { profile: CandidateProfile }) {
  const dispatch = useAppDispatch();
  const [save] = useSaveCandidateProfileMutation();
  return (
    <Formik
      initialValues={valuesOf(profile)}
      enableReinitialize
      validationSchema={candidateProfileRules}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          await save(candidateProfileRules.cast(values)).unwrap();
          dispatch(toastAdded(accountMessages.saved));
        } catch (error) {
          showRefusal(error, helpers, accountMessages.saveFailed);
        }
      }}
    >
      {({ isSubmitting, status, dirty }) => (
        <Form noValidate aria-label="Candidate profile">
          <Stack gap={5}>
            <Stack direction={{ base: 'column', md: 'row' }} gap={5}>
              <FormikField name="title" label="Job title" placeholder="e.g. Frontend Developer" />
              <FormikField name="experience" label="Years of experience" type="number" inputMode="numeric" min={0} />
            </Stack>
            <FormikField
              name="linkedin"
              label="LinkedIn"
              type="url"
              inputMode="url"
              placeholder="https://www.linkedin.com/in/your-name"
            />
            <Fieldset.Root>
              <Fieldset.Legend fontWeight="medium">Job interests</Fieldset.Legend>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap={2} mt={2}>
                {INTEREST_OPTIONS.map((interest) => (
                  <FormikOptionCheckbox key={interest} name="interests" option={interest} />
                ))}
              </SimpleGrid>
            </Fieldset.Root>
            <FormAlert message={status} announce />
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf={{ base: 'stretch', sm: 'flex-start' }}
              loading={isSubmitting}
              loadingText="Saving..."
              disabled={!dirty}
            >
              Save changes
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

/** /referee-profile: what the candidate is looking for, and the resume the request form offers to send. */
export default function RefereeProfilePage() {
  usePageTitle(
    'Candidate Profile',
    'Your candidate profile: the roles you are looking for and the experience you bring.',
  );
  const profile = useGetCandidateProfileQuery();
  return (
    <Container maxW="3xl" py={{ base: 8, md: 12 }}>
      <Stack gap={{ base: 6, md: 8 }}>
        <PageHeader
          title="Candidate Profile"
          description="The roles you are looking for, the experience you bring, and the resume you send with your requests."
        />
        {profile.isError ? (
          <ListError message="We couldn't load your candidate profile." onRetry={() => void profile.refetch()} />
        ) : !profile.data ? (
          <DetailPageSkeleton label="Loading your candidate profile">
            <SkeletonBar width="40%" height="10" />
            <SkeletonLines lines={6} />
          </DetailPageSkeleton>
        ) : (
          <>
            <SectionCard
              id="resume-heading"
              title="Default resume"
              description="Attached for you when you ask for a referral."
            >
              <DefaultResume resume={profile.data.resume} />
            </SectionCard>
            <SectionCard
              id="about-heading"
              title="About you"
              description="Your current title, experience and interests."
            >
              <CandidateForm profile={profile.data} />
            </SectionCard>
          </>
        )}
      </Stack>
    </Container>
  );
}
