import { PagePlaceholder } from '../../../components/ui/PagePlaceholder';

export default function JobPage() {
  return (
    <PagePlaceholder
      title="Job Details"
      description={'Everything about this role, and a way to apply with a referral from someone on the team.'}
    />
  );
}
