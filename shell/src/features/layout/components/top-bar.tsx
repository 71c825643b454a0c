import { Flex, IconButton, Spacer } from '@chakra-ui/react';
import { OrderSearch } from '../../search/order-search';
import { SIDEBAR_ID } from './sidebar';
import { UserMenu } from './user-menu';

interface TopBarProps {
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <line x1="4" y1="6" x2="20" y2="6" />
      <line x1="4" y1="12" x2="20" y2="12" />
      <line x1="4" y1="18" x2="20" y2="18" />
    </svg>
  );
}

/**
 * The bar above every dashboard page: the sidebar toggle, the search for any order and the user
 * menu; on a phone the search takes a second row of its own.
 */
export function TopBar({ sidebarOpen, onToggleSidebar }: TopBarProps) {
  return (
    <Flex as="header" align="center" wrap={{ base: 'wrap', md: 'nowrap' }} gap="2" px="4" py="2" bg="bg.panel" borderBottomWidth="1px" position="sticky" top="0" zIndex="docked">
      <IconButton
        variant="ghost"
        aria-label="Toggle sidebar"
        aria-expanded={sidebarOpen}
        aria-controls={sidebarOpen ? SIDEBAR_ID : undefined}
        onClick={onToggleSidebar}
      >
        <MenuIcon />
      </IconButton>
      <OrderSearch />
      <Spacer />
      <UserMenu />
    </Flex>
  );
}
