import { PagePlaceholder } from '../../../components/ui/PagePlaceholder';

export default function BrowseJobsPage() {
  return (
    <PagePlaceholder
      title="Browse Jobs"
      description={'Open roles posted by referrers and companies. Apply with a referral to stand out.'}
    />
  );
}
