import { PagePlaceholder } from '../../../components/ui/PagePlaceholder';

export default function ReferrersPage() {
  return (
    <PagePlaceholder
      title="Browse Referrers"
      description={'Find employees at the companies you want to join who are open to referring candidates like you.'}
    />
  );
}
