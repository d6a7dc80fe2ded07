import { PagePlaceholder } from '../../../components/ui/PagePlaceholder';

export default function ReferrerDashboardPage() {
  return (
    <PagePlaceholder
      title="Referrer Dashboard"
      description={'The referral requests candidates have sent you, and the jobs you have posted.'}
    />
  );
}
