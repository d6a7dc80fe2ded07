import { PagePlaceholder } from '../../../components/ui/PagePlaceholder';

export default function JobPostingPage() {
  return (
    <PagePlaceholder
      title="Post a Job"
      description={'Referrers and admins post open roles here so candidates can apply with a referral.'}
    />
  );
}
