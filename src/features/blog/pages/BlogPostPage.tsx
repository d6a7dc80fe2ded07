import { PagePlaceholder } from '../../../components/ui/PagePlaceholder';

export default function BlogPostPage() {
  return <PagePlaceholder title="Blog" description={'An article from the ReferBridge blog.'} />;
}
