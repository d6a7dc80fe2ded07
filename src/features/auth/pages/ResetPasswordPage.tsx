import { PagePlaceholder } from '../../../components/ui/PagePlaceholder';

export default function ResetPasswordPage() {
  return <PagePlaceholder title="Reset Password" description={'Choose a new password for your ReferBridge account.'} />;
}
