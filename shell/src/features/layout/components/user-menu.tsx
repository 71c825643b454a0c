import { Button, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { activeCompanyName, useSession } from '@console/shared';
import { useNavigate } from 'react-router';
import { useLogout } from '../../auth/hooks/use-logout';

/** The signed-in user and active company, with Switch Company, Manage Accounts and Logout (spec 2.2). */
export function UserMenu() {
  const { session } = useSession();
  const navigate = useNavigate();
  const signOut = useLogout();

  const onSelect = ({ value }: { value: string }) => {
    if (value === 'switch-company') void navigate('/selectcompany');
    else if (value === 'manage-account') void navigate('/dashboard/manage-account');
    else if (value === 'logout') void signOut();
  };

  return (
    <Menu.Root onSelect={onSelect} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" h="auto" py="1.5" px="3" aria-label={`User menu: ${session?.username ?? ''}, ${activeCompanyName(session?.company)}`}>
          <Stack gap="0" align="flex-end" textAlign="right">
            <Text fontWeight="semibold" fontSize="sm">
              {session?.username ?? ''}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {activeCompanyName(session?.company)}
            </Text>
          </Stack>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          {/* Above the toasts (z-index 9999): a menu the user has just opened must not sit under one. */}
          <Menu.Content minW="44" zIndex={10000}>
            <Menu.Item value="switch-company">Switch Company</Menu.Item>
            <Menu.Item value="manage-account">Manage Accounts</Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout" color="fg.error">
              Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
