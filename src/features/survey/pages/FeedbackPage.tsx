import { PagePlaceholder } from '../../../components/ui/PagePlaceholder';

export default function FeedbackPage() {
  return (
    <PagePlaceholder
      title="Share Your Feedback"
      description={'ReferBridge is in beta. Tell us how it works for you: it takes under 2 minutes.'}
    />
  );
}
