import { Container, Stack } from '@chakra-ui/react';
import { Tabs } from '../../../components/ui/chakra/Tabs';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useAdminOverviewQuery } from '../adminApi';
import { useGetTwoStepQuery } from '../../../api/twoStepApi';
import { AdminTwoStep } from '../components/AdminTwoStep';
import { usePageTitle } from '../../../lib/usePageTitle';
import { AuditLogTab } from '../components/AuditLogTab';
import { AwaitingAnswerTab } from '../components/AwaitingAnswerTab';
import { CompaniesTab } from '../components/CompaniesTab';
import { ContactMessagesTab } from '../components/ContactMessagesTab';
import { FailuresTab } from '../components/FailuresTab';
import { JobsTab } from '../components/JobsTab';
import { MailOutbox } from '../components/MailOutbox';
import { OverviewTab } from '../components/OverviewTab';
import { PendingRequestsTab } from '../components/PendingRequestsTab';
import { ReportsTab } from '../components/ReportsTab';
import { ScrollingTabBar } from '../components/ScrollingTabBar';
import { SurveysTab } from '../components/SurveysTab';
import { UsersTab } from '../components/UsersTab';

const TABS = [
  { value: 'overview', label: 'Overview', Panel: OverviewTab },
  { value: 'requests', label: 'Requests', Panel: PendingRequestsTab },
  { value: 'awaiting-answer', label: 'Unanswered', Panel: AwaitingAnswerTab },
  { value: 'users', label: 'Users', Panel: UsersTab },
  { value: 'companies', label: 'Companies', Panel: CompaniesTab },
  { value: 'surveys', label: 'Surveys', Panel: SurveysTab },
  { value: 'jobs', label: 'Jobs', Panel: JobsTab },
  { value: 'messages', label: 'Messages', Panel: ContactMessagesTab },
  { value: 'reports', label: 'Reports', Panel: ReportsTab },
  { value: 'audit', label: 'Audit', Panel: AuditLogTab },
  { value: 'failures', label: 'Failures', Panel: FailuresTab },
  { value: 'mail', label: 'Mail', Panel: MailOutbox },
] as const;
type TabValue = (typeof TABS)[number]['value'];

const isTab = (value: string | null): value is TabValue => TABS.some((tab) => tab.value === value);

/**
 * /admin-dashboard: the marketplace at a glance, and the admin's work (requests to assign, requests to move on from a
 * referrer who has not answered, accounts, companies' websites, survey answers, job moderation, messages from the contact page, what failed, the outbox), one tab
 * each. The tab is in the URL (`?tab=`), so a reload or a shared link opens it;
 * only the open tab is mounted, so the charts' code loads when a tab with charts is shown.
 */
export default function AdminDashboardPage() {
  usePageTitle(
    'Admin Dashboard',
    'Run the marketplace: requests to assign, accounts, companies, survey answers and jobs.',
  );
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  // The server offers the outbox outside production only; its tab shows once the overview says it is there.
  const mailOutbox = useAdminOverviewQuery().data?.mailOutbox ?? false;
  const tabs = TABS.filter((candidate) => candidate.value !== 'mail' || mailOutbox);
  const tab: TabValue = isTab(requested) && (requested !== 'mail' || mailOutbox) ? requested : 'overview';
  const twoStep = useGetTwoStepQuery().data;

  return (
    <Container maxW="6xl" py={{ base: 8, md: 12 }}>
      <Stack gap={{ base: 6, md: 8 }}>
        <PageHeader
          title="Admin Dashboard"
          description="Assign the requests that wait for a referrer, look after accounts and jobs, and read what people tell us."
        />
        {twoStep && <AdminTwoStep status={twoStep} />}
        {twoStep?.required && !twoStep.enabled ? null : (
          <Tabs.Root
            value={tab}
            // Each tab's search and page belong to it: a new tab starts from its own first page.
            onValueChange={(details) => setParams({ tab: details.value })}
            renderSelectedOnly
            variant="line"
            colorPalette="brand"
          >
            <ScrollingTabBar selected={tab}>
              {tabs.map(({ value, label }) => (
                <Tabs.Trigger key={value} value={value}>
                  {label}
                </Tabs.Trigger>
              ))}
            </ScrollingTabBar>
            {tabs.map(({ value, Panel }) => (
              <Tabs.Content key={value} value={value} pt={6}>
                <Panel />
              </Tabs.Content>
            ))}
          </Tabs.Root>
        )}
      </Stack>
    </Container>
  );
}
