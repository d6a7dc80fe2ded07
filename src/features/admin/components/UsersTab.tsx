import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  useAdminUsersQuery,
  useChangeUserRoleMutation,
  useDeleteUserMutation,
  useSetUserDisabledMutation,
} from '../adminApi';
import { selectCurrentUser } from '../../../api/sessionSlice';
import { useAppSelector } from '../../../app/hooks';
import { EmptyState } from '../../../components/catalog/EmptyState';
import { FilterForm, SearchField } from '../../../components/catalog/Filters';
import { usePageParam } from '../../../components/catalog/Pagination';
import { useSearchParamInput } from '../../../lib/useSearchParamInput';
import { accountDeletionMessages, DELETED_ACCOUNT_NAME } from '../../../shared/accountDeletion';
import { paths } from '../../../shared/paths';
import type { AdminUser } from '../../../shared/schemas/admin';
import { ADMIN_PAGE_SIZE, AdminCard, AdminList } from './AdminList';
import { ConfirmDialog, type Confirmation } from '../../../components/ui/ConfirmDialog';

function UserCard({
  user,
  isSelf,
  onRoleChange,
  onDisabledChange,
  onDelete,
}: {
  user: AdminUser;
  isSelf: boolean;
  onRoleChange: () => void;
  onDisabledChange: () => void;
  onDelete: () => void;
}) {
  const joined = new Date(user.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' });
  const roleAction = user.role === 'admin' ? 'Remove admin' : 'Make admin';
  const accountAction = user.disabledAt ? 'Enable' : 'Disable';
  return (
    <AdminCard label={user.name}>
      <Stack gap={1} minW={0}>
        <HStack gap={2} flexWrap="wrap">
          <Text fontWeight="semibold">{user.name}</Text>
          {isSelf && <Badge variant="outline">You</Badge>}
          {user.role === 'admin' && <Badge colorPalette="brand">Admin</Badge>}
          {user.isReferrer && <Badge colorPalette="teal">Referrer</Badge>}
          {user.disabledAt && <Badge colorPalette="red">Disabled</Badge>}
        </HStack>
        <Text textStyle="sm" wordBreak="break-all">
          {user.email}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          Joined {joined}
        </Text>
      </Stack>
      {/* An admin cannot demote, disable or delete themselves here: another admin must (the server refuses it too). */}
      {!isSelf && (
        <HStack gap={2} flexShrink={0} flexWrap="wrap">
          <Button size="sm" variant="outline" onClick={onRoleChange} aria-label={`${roleAction}: ${user.name}`}>
            {roleAction}
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette={user.disabledAt ? 'gray' : 'red'}
            onClick={onDisabledChange}
            aria-label={`${accountAction}: ${user.name}`}
          >
            {accountAction}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={onDelete} aria-label={`Delete: ${user.name}`}>
            Delete
          </Button>
        </HStack>
      )}
    </AdminCard>
  );
}

/** Accounts, searched by name or e-mail: promote to admin (or back), disable (or enable), delete, each asked first. */
export function UsersTab() {
  const me = useAppSelector(selectCurrentUser);
  const search = useSearchParamInput('search');
  const page = usePageParam();
  const users = useAdminUsersQuery({ search: search.search, page, limit: ADMIN_PAGE_SIZE });
  const [changeRole] = useChangeUserRoleMutation();
  const [setDisabled] = useSetUserDisabledMutation();
  const [deleteUser] = useDeleteUserMutation();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);

  const roleConfirmation = (user: AdminUser): Confirmation =>
    user.role === 'admin'
      ? {
          title: `Remove ${user.name}'s admin rights?`,
          description: `${user.name} keeps their account but loses the admin dashboard at once.`,
          confirmLabel: 'Remove admin',
          destructive: true,
          run: () => changeRole({ id: user.id, role: 'user' }).unwrap(),
          done: { title: 'Admin rights removed', description: `${user.name} is no longer an admin.` },
        }
      : {
          title: `Make ${user.name} an admin?`,
          description: `${user.name} will see every account, request and survey answer, and can change them, as you can.`,
          confirmLabel: 'Make admin',
          destructive: false,
          run: () => changeRole({ id: user.id, role: 'admin' }).unwrap(),
          done: { title: 'Admin added', description: `${user.name} is now an admin.` },
        };

  const disabledConfirmation = (user: AdminUser): Confirmation =>
    user.disabledAt
      ? {
          title: `Enable ${user.name}'s account?`,
          description: `${user.name} can sign in again.`,
          confirmLabel: 'Enable',
          destructive: false,
          run: () => setDisabled({ id: user.id, disabled: false }).unwrap(),
          done: { title: 'Account enabled', description: `${user.name} can sign in again.` },
        }
      : {
          title: `Disable ${user.name}'s account?`,
          description: `${user.name} is signed out everywhere at once and cannot sign in until an admin enables the account. Their requests and answers stay.`,
          confirmLabel: 'Disable account',
          destructive: true,
          run: () => setDisabled({ id: user.id, disabled: true }).unwrap(),
          done: { title: 'Account disabled', description: `${user.name} has been signed out everywhere.` },
        };

  // For a person who asks by e-mail to have their account deleted: what their own Delete my account does.
  const deletion = (user: AdminUser): Confirmation => ({
    title: `Delete ${user.name}'s account?`,
    description:
      `${user.name}'s account, profiles, resumes, survey answers and notifications are deleted at once, and they are ` +
      `signed out everywhere. Their requests stay as "${DELETED_ACCOUNT_NAME}", requests they hold as a referrer move ` +
      'on, their jobs close, and a confirmation goes to their e-mail. This cannot be undone.',
    confirmLabel: 'Delete account',
    destructive: true,
    run: () => deleteUser({ id: user.id }).unwrap(),
    done: accountDeletionMessages.deletedByAdmin(user.name),
  });

  return (
    <Stack gap={6}>
      <FilterForm label="Search users" inputs={[search]}>
        <SearchField label="Search" placeholder="Name or e-mail" input={search} />
      </FilterForm>
      <AdminList
        query={users}
        page={page}
        noun="users"
        loadingLabel="Loading users"
        errorMessage="We couldn't load the users."
        empty={
          search.search ? (
            <EmptyState title="No user matches" description="Try part of a name or an e-mail address.">
              <Button asChild variant="outline">
                <RouterLink to={`${paths.adminDashboard.href()}?tab=users`}>Show all users</RouterLink>
              </Button>
            </EmptyState>
          ) : (
            <EmptyState title="No users yet" description="Accounts appear here as people register." />
          )
        }
        renderItem={(user) => (
          <UserCard
            user={user}
            isSelf={user.id === me?.id}
            onRoleChange={() => setConfirmation(roleConfirmation(user))}
            onDisabledChange={() => setConfirmation(disabledConfirmation(user))}
            onDelete={() => setConfirmation(deletion(user))}
          />
        )}
      />
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </Stack>
  );
}
