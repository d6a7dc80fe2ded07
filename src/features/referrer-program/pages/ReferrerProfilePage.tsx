import { Button, Container, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useGetOwnReferrerProfileQuery } from '../../../api/referrerProfileApi';
import { useAppDispatch } from '../../../app/hooks';
import { EmptyState } from '../../../components/catalog/EmptyState';
import { ListError } from '../../../components/catalog/ListError';
import { ReferrerCard } from '../../../components/catalog/ReferrerCard';
import { DetailPageSkeleton, SkeletonBar, SkeletonLines } from '../../../components/catalog/skeletons';
import { toastAdded } from '../../../components/ui/toaster/toastsSlice';
import { PageHeader } from '../../../components/ui/PageHeader';
import { usePageTitle } from '../../../lib/usePageTitle';
import { paths } from '../../../shared/paths';
import { referrerProfileMessages } from '../../../shared/referrerProfile';
import type { Referrer } from '../../../shared/schemas/catalog';
import { ReferrerProfileForm, type ReferrerProfileValues } from '../components/ReferrerProfileForm';
import { WeeklyCapCard } from '../components/WeeklyCapCard';
import { WorkEmailCard } from '../components/WorkEmailCard';

const valuesOf = (referrer: Referrer): ReferrerProfileValues => ({
  company: referrer.companyName,
  title: referrer.title,
  bio: referrer.bio,
  specialties: referrer.specialties,
  photo: referrer.photo ?? '',
});

/** The public card as it will look with the form's values, beside the form. */
function CardPreview({ saved, values }: { saved: Referrer; values: ReferrerProfileValues }) {
  const preview: Referrer = {
    ...saved,
    companyName: values.company.trim() || saved.companyName,
    title: values.title.trim(),
    bio: values.bio.trim(),
    specialties: values.specialties,
    photo: values.photo.trim().startsWith('https://') ? values.photo.trim() : null,
  };
  return (
    <Stack gap={3} position={{ lg: 'sticky' }} top={{ lg: 24 }}>
      <Text fontWeight="semibold">How candidates see you</Text>
      <ReferrerCard referrer={preview} />
      <Button asChild variant="ghost" size="sm" alignSelf="flex-start">
        <RouterLink to={paths.referrer.href(saved.id)}>Open your public page</RouterLink>
      </Button>
    </Stack>
  );
}

/** /referrer-profile: edit the referrer card, with a preview of it as candidates see it. */
export default function ReferrerProfilePage() {
  usePageTitle('Referrer Profile', 'How candidates see you: your title, company, specialties and bio.');
  const dispatch = useAppDispatch();
  const profile = useGetOwnReferrerProfileQuery();
  return (
    <Container maxW="6xl" py={{ base: 8, md: 12 }}>
      <Stack gap={{ base: 6, md: 8 }}>
        <PageHeader
          title="Referrer Profile"
          description="How candidates see you: your title, company, specialties and bio."
        />
        {profile.isError ? (
          <ListError message="We couldn't load your referrer profile." onRetry={() => void profile.refetch()} />
        ) : profile.data === undefined ? (
          <DetailPageSkeleton label="Loading your referrer profile">
            <SkeletonBar width="40%" height="10" />
            <SkeletonLines lines={5} />
          </DetailPageSkeleton>
        ) : profile.data === null ? (
          <EmptyState
            title="You are not a referrer yet"
            description="Tell candidates where you work and what you can refer for, and they can ask you for a referral."
          >
            <Button asChild colorPalette="brand">
              <RouterLink to={paths.becomeReferrer.href()}>Become a Referrer</RouterLink>
            </Button>
          </EmptyState>
        ) : (
          <Stack gap={{ base: 6, md: 8 }}>
            <WorkEmailCard referrer={profile.data} />
            <WeeklyCapCard profile={profile.data} />
            <ReferrerProfileForm
              initialValues={valuesOf(profile.data)}
              submitLabel="Save changes"
              submittingLabel="Saving..."
              onSaved={() => dispatch(toastAdded(referrerProfileMessages.saved))}
              aside={(values) => <CardPreview saved={profile.data!} values={values} />}
            />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
