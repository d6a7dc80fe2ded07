import { Badge, Box, Portal, Text } from '@chakra-ui/react';
import { Menu } from '../../components/ui/chakra/Menu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useLogoutMutation } from '../../api/authApi';
import { paths } from '../../shared/paths';
import type { User } from '../../shared/types';
import { AccountButton } from './AccountButton';

/**
 * The signed-in user's menu: who they are, their pages, and log out. It is its own chunk, loaded once someone is
 * signed in (the menu brings Chakra's positioning and dismissal code, which an anonymous first visit never needs);
 * until then the navbar shows the same button, and a press on it opens the menu as soon as it has loaded
 * (`defaultOpen`, Navbar.tsx).
 */
export default function AccountMenu({
  user,
  withName = false,
  defaultOpen = false,
}: {
  user: User;
  /** Shows the person's name on the button (the phone menu, AccountButton.tsx). */
  withName?: boolean;
  defaultOpen?: boolean;
}) {
  const [logout] = useLogoutMutation();
  const navigate = useNavigate();
  const onLogout = async () => {
    try {
      await logout().unwrap();
      navigate(paths.home.href());
    } catch {
      // The failure toast is shown by the auth listeners; the user stays signed in.
    }
  };
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <AccountButton user={user} withName={withName} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="60">
            <Box px={3} py={2}>
              <Text fontWeight="semibold">{user.name}</Text>
              <Text textStyle="sm" color="fg.muted">
                {user.email}
              </Text>
              {user.isReferrer && (
                <Badge colorPalette="green" mt={1}>
                  Referrer
                </Badge>
              )}
            </Box>
            <Menu.Separator />
            <Menu.Item value="profile" asChild>
              <RouterLink to={paths.profile.href()}>Profile</RouterLink>
            </Menu.Item>
            {user.isReferrer && (
              <Menu.Item value="referrer-dashboard" asChild>
                <RouterLink to={paths.referrerDashboard.href()}>Referrer Dashboard</RouterLink>
              </Menu.Item>
            )}
            {user.role === 'admin' && (
              <Menu.Item value="admin-dashboard" asChild>
                <RouterLink to={paths.adminDashboard.href()}>Admin Dashboard</RouterLink>
              </Menu.Item>
            )}
            {!user.isReferrer && (
              <Menu.Item value="become-referrer" asChild>
                <RouterLink to={paths.becomeReferrer.href()}>Become a Referrer</RouterLink>
              </Menu.Item>
            )}
            <Menu.Separator />
            <Menu.Item value="logout" onClick={onLogout}>
              Log out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
