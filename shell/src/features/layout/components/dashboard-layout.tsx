import { Box, Flex } from '@chakra-ui/react';
import { useSession } from '@console/shared';
import { Outlet } from 'react-router';
import { ReleaseNotice } from '../../../remotes/release-notice';
import { ReleaseAlertToasts } from '../../releases/release-alert-toasts';
import { usePrepareRemotes } from '../../../remotes/use-prepare-remotes';
import { useDeclaredScreens } from '../../../remotes/use-declared-screens';
import { useSidebarState } from '../hooks/use-sidebar-state';
import { menuRemotes } from '../menu-entries';
import { MobileSidebar, Sidebar } from './sidebar';
import { TopBar } from './top-bar';

/** The dashboard shell (spec 2.2): sidebar, top bar and the page of the current route. */
export function DashboardLayout() {
  const { open, mobile, toggle, close } = useSidebarState();
  const { session } = useSession();
  const declared = useDeclaredScreens();
  // Only once the session and the declared screens are known: the remotes fetched ahead are those of the user's menu.
  usePrepareRemotes(session && declared.status === 'ready' ? menuRemotes(session.access, declared.screens) : null);
  return (
    <Flex minH="100dvh">
      {mobile ? <MobileSidebar open={open} onClose={close} /> : open ? <Sidebar /> : null}
      <Flex direction="column" flex="1" minW="0">
        <TopBar sidebarOpen={open} onToggleSidebar={toggle} />
        <Box as="main" flex="1" p={{ base: '4', md: '6' }}>
          <Outlet />
        </Box>
      </Flex>
      <ReleaseNotice />
      <ReleaseAlertToasts />
    </Flex>
  );
}
