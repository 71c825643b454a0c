import { Box, Link, List, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import type { MenuEntry, MenuLink } from '../menu-entries';

interface SidebarMenuProps {
  entries: MenuEntry[];
  /** Last path segment of the current route; the entry with that path is highlighted. */
  activePath: string;
  /** Called after an entry is chosen (the mobile drawer closes then). */
  onNavigate?: () => void;
}

function EntryLink({ link, active, onNavigate }: { link: MenuLink; active: boolean; onNavigate?: () => void }) {
  return (
    <List.Item>
      <Link
        asChild
        display="block"
        px="3"
        py="2"
        borderRadius="md"
        fontSize="sm"
        fontWeight={active ? 'semibold' : 'normal'}
        color={active ? 'primary.fg' : 'fg'}
        bg={active ? 'primary.subtle' : 'transparent'}
        _hover={{ bg: active ? 'primary.muted' : 'bg.muted', textDecoration: 'none' }}
        focusRing="inside"
      >
        <RouterLink to={`/dashboard/${link.path}`} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
          {link.label}
        </RouterLink>
      </Link>
    </List.Item>
  );
}

function EntryGroup({ label, links, activePath, onNavigate }: { label: string; links: MenuLink[]; activePath: string; onNavigate?: () => void }) {
  const headingId = useId();
  return (
    <List.Item mt="3">
      <Text id={headingId} px="3" pb="1" fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
        {label}
      </Text>
      <List.Root listStyle="none" aria-labelledby={headingId} gap="0.5">
        {links.map((link) => (
          <EntryLink key={link.path} link={link} active={link.path === activePath} onNavigate={onNavigate} />
        ))}
      </List.Root>
    </List.Item>
  );
}

/** The menu entries, grouped as the spec lays them out; the current one is marked `aria-current`. */
export function SidebarMenu({ entries, activePath, onNavigate }: SidebarMenuProps) {
  return (
    <Box>
      <List.Root listStyle="none" gap="0.5">
        {entries.map((entry) =>
          entry.kind === 'link' ? (
            <EntryLink key={entry.path} link={entry} active={entry.path === activePath} onNavigate={onNavigate} />
          ) : (
            <EntryGroup key={entry.id} label={entry.label} links={entry.links} activePath={activePath} onNavigate={onNavigate} />
          ),
        )}
      </List.Root>
    </Box>
  );
}
