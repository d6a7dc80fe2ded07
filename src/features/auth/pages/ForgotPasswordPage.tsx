import { PagePlaceholder } from '../../../components/ui/PagePlaceholder';

export default function ForgotPasswordPage() {
  return (
    <PagePlaceholder
      title="Forgot Password"
      description={'Enter the e-mail address of your account and we will send you a link to choose a new password.'}
    />
  );
}
