import { PagePlaceholder } from '../../../components/ui/PagePlaceholder';

export default function RefereeProfilePage() {
  return (
    <PagePlaceholder
      title="Candidate Profile"
      description={'Your candidate profile: the roles you are looking for and the experience you bring.'}
    />
  );
}
