import { PagePlaceholder } from '../../../components/ui/PagePlaceholder';

export default function ReferrerProfilePage() {
  return (
    <PagePlaceholder
      title="Referrer Profile"
      description={'How candidates see you: your title, company, specialties and bio.'}
    />
  );
}
