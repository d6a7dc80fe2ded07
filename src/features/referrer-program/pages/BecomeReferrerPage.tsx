import { PagePlaceholder } from '../../../components/ui/PagePlaceholder';

export default function BecomeReferrerPage() {
  return (
    <PagePlaceholder
      title="Become a Referrer"
      description={"Help great people join your company, earn referral bonuses, and post your team's open roles."}
    />
  );
}
