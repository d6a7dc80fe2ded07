import { PagePlaceholder } from '../../../components/ui/PagePlaceholder';

export default function JobSuccessPage() {
  return (
    <PagePlaceholder
      title="Job Posted"
      description={'Your job is live. Candidates can now find it and ask for a referral.'}
    />
  );
}
