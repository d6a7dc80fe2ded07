import { PagePlaceholder } from '../../../components/ui/PagePlaceholder';

export default function BlogPage() {
  return (
    <PagePlaceholder title="Blog" description={'Advice on asking for referrals, giving them, and landing the job.'} />
  );
}
