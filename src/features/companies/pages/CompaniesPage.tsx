import { PagePlaceholder } from '../../../components/ui/PagePlaceholder';

export default function CompaniesPage() {
  return (
    <PagePlaceholder
      title="Companies"
      description={'Explore the companies where ReferBridge referrers work, and the jobs they are hiring for.'}
    />
  );
}
