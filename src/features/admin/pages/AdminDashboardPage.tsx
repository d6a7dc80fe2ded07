import { PagePlaceholder } from '../../../components/ui/PagePlaceholder';

export default function AdminDashboardPage() {
  return (
    <PagePlaceholder
      title="Admin Dashboard"
      description="Run the marketplace: users, referrers, companies, jobs and referral requests."
    />
  );
}
