import { Box, Button, Drawer, Heading, Portal, Stack, Text } from '@chakra-ui/react';
import { useSession } from '@console/shared';
import { useLocation } from 'react-router';
import { useDeclaredScreens } from '../../../remotes/use-declared-screens';
import { lastSegment, menuFor } from '../menu-entries';
import { Logo } from './logo';
import { SidebarMenu } from './sidebar-menu';

export const SIDEBAR_ID = 'console-sidebar';
export const SIDEBAR_WIDTH = '260px';

/** Said in the menu, where the remotes' entries would be, when the release registry could not be read. */
export const SCREENS_UNAVAILABLE_MESSAGE = 'Some screens could not be loaded. Reload the page to try again.';

interface SidebarContentProps {
  /** Mobile mode shows the `Hide Sidebar` item and closes after a choice. */
  onHide?: () => void;
}

function SidebarContent({ onHide }: SidebarContentProps) {
  const { session } = useSession();
  const { pathname } = useLocation();
  const declared = useDeclaredScreens();
  return (
    <Stack as="nav" aria-label="Main menu" id={SIDEBAR_ID} gap="4" p="4" h="full" overflowY="auto">
      <Logo />
      {onHide ? (
        <Button variant="outline" size="sm" onClick={onHide}>
          Hide Sidebar
        </Button>
      ) : null}
      <Heading as="h2" size="md">
        Welcome
      </Heading>
      <SidebarMenu entries={menuFor(session?.access, declared.status === 'ready' ? declared.screens : [])} activePath={lastSegment(pathname)} onNavigate={onHide} />
      {declared.status === 'unavailable' ? (
        <Text role="status" fontSize="sm" color="fg.muted" px="3">
          {SCREENS_UNAVAILABLE_MESSAGE}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The sidebar beside the page (wider than 600 px). */
export function Sidebar() {
  return (
    <Box as="aside" w={SIDEBAR_WIDTH} flexShrink={0} bg="bg.panel" borderRightWidth="1px" position="sticky" top="0" h="100dvh">
      <SidebarContent />
    </Box>
  );
}

/** Above the toasts (z-index 9999): an open drawer is what the user is working with. */
export const DRAWER_Z_INDEX = 10000;

/** The sidebar as an overlay drawer (600 px and narrower). */
export function MobileSidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer.Root open={open} onOpenChange={(details) => (details.open ? undefined : onClose())} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop zIndex={DRAWER_Z_INDEX} />
        <Drawer.Positioner zIndex={DRAWER_Z_INDEX}>
          <Drawer.Content aria-label="Main menu">
            <SidebarContent onHide={onClose} />
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
