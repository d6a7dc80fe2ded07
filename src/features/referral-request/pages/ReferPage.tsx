import { PagePlaceholder } from '../../../components/ui/PagePlaceholder';

export default function ReferPage() {
  return (
    <PagePlaceholder
      title="Request a Referral"
      description={'Send your resume and a short message to a referrer at your target company.'}
    />
  );
}
