import { PagePlaceholder } from '../../../components/ui/PagePlaceholder';

export default function ReferrerPage() {
  return (
    <PagePlaceholder
      title="Referrer"
      description={
        'See who this referrer is, where they work and what they can refer you for, then ask them for a referral.'
      }
    />
  );
}
