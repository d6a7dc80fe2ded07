import { PagePlaceholder } from '../../../components/ui/PagePlaceholder';

export default function ReferrerRegisterPage() {
  return (
    <PagePlaceholder
      title="Referrer Registration"
      description={'Tell us where you work so candidates can find you and ask for a referral.'}
    />
  );
}
