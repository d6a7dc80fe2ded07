import { NotFound } from '../../components/ui/NotFound';

export default function NotFoundPage() {
  return <NotFound />;
}
