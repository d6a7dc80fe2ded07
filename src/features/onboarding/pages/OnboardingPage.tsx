import { PagePlaceholder } from '../../../components/ui/PagePlaceholder';

export default function OnboardingPage() {
  return (
    <PagePlaceholder
      title="Welcome to ReferBridge"
      description={"Let's set up your profile so we can match you with the right referrers and jobs."}
    />
  );
}
