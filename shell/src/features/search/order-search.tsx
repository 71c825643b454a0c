import { Box, Link, List, Text, VisuallyHidden } from '@chakra-ui/react';
import { errorMessage, hasAnyPermission, SearchBox, useSession, useSiteUtcOffset } from '@console/shared/core';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { MIN_SEARCH_LENGTH, notificationLink, type SearchReply, searchOrders, transactionLink } from './order-search-api';

const PLACEHOLDER = 'Search order id, VA or QRIS number';
const SEARCH_PERMISSIONS = ['dashboard_transactionva.read', 'dashboard_transactionqr.read', 'dashboard_notification.read'] as const;
const TYPE_LABEL = { va: 'VA', qris: 'QRIS' } as const;

type Found = { text: string; reply: SearchReply['data'] } | { text: string; error: string } | null;

/** Whether the focus is where typing `/` means the character, not "go to the search". */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The top bar's search for any order (decision 108), for users with VA, QRIS or notification read:
 * an order id, VA number or QRIS reference number (or its start) finds, within the active company
 * and whatever the date, the transactions and notifications, each a link to its screen filtered to
 * it (a transaction's opens its detail). `/` focuses it; Escape closes the results; how many were
 * found is announced to screen readers.
 */
export function OrderSearch() {
  const { session } = useSession();
  const hours = useSiteUtcOffset();
  const [found, setFound] = useState<Found>(null);
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef('');
  const allowed = hasAnyPermission(session?.access, SEARCH_PERMISSIONS);

  useEffect(() => {
    if (!allowed) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      event.preventDefault();
      box.current?.querySelector('input')?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [allowed]);

  if (!allowed) return null;

  const search = async (value: string) => {
    const text = value.trim();
    latest.current = text;
    if (text.length < MIN_SEARCH_LENGTH) {
      setFound(null);
      setOpen(false);
      return;
    }
    try {
      const reply = await searchOrders(text);
      if (latest.current === text) setFound({ text, reply: reply.data });
    } catch (error) {
      if (latest.current === text) setFound({ text, error: errorMessage(error) });
    }
    if (latest.current === text) setOpen(true);
  };

  const count = found && 'reply' in found ? found.reply.transactions.length + found.reply.notifications.length : 0;
  const announcement = !found ? '' : 'error' in found ? found.error : count === 0 ? `Nothing found for ${found.text}.` : `${count} found for ${found.text}.`;
  const close = () => setOpen(false);

  return (
    <Box
      ref={box}
      role="search"
      aria-label="Orders"
      position="relative"
      // Takes nearly all the bar leaves (the spacer beside it grows too), up to 24rem; on a phone it
      // shrinks below the search box's own minimum instead of covering the user menu.
      flex="10 1 0"
      maxW="24rem"
      minW="0"
      css={{ '& > :first-child': { minWidth: 0 } }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <SearchBox placeholder={PLACEHOLDER} value="" debounceMs={300} onSearch={(value) => void search(value)} />
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
      {open && found ? (
        <Box
          position="absolute"
          top="100%"
          left="0"
          right="0"
          minW={{ base: '16rem', md: '24rem' }}
          mt="1"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="md"
          shadow="lg"
          p="2"
          zIndex="dropdown"
          maxH="70vh"
          overflowY="auto"
        >
          <section aria-label="Search results">
            {'error' in found ? <Text color="fg.error">{found.error}</Text> : null}
            {'reply' in found && count === 0 ? <Text color="fg.muted">{`Nothing found for ${found.text}.`}</Text> : null}
            {'reply' in found ? (
              <ResultGroup
                title="Transactions"
                onPick={close}
                links={found.reply.transactions.map((hit) => ({
                  key: `t${hit.trctId}`,
                  to: transactionLink(hit, hours),
                  text: `${TYPE_LABEL[hit.trctType]} ${hit.trctOrderId}${hit.matched !== 'trctOrderId' ? ` (${hit.matched === 'trctVirtualAccountNo' ? hit.trctVirtualAccountNo : hit.trqrReferenceNo})` : ''}`,
                }))}
              />
            ) : null}
            {'reply' in found ? (
              <ResultGroup
                title="Notifications"
                spaced
                onPick={close}
                links={found.reply.notifications.map((hit) => ({
                  key: `n${hit.notiId}`,
                  to: notificationLink(hit),
                  text: `Notification ${hit.notiOrderId ?? hit.notiId} (${hit.notiStatus === 2 ? 'Sukses' : 'Pending'})`,
                }))}
              />
            ) : null}
          </section>
        </Box>
      ) : null}
    </Box>
  );
}

interface ResultLink {
  key: string;
  to: string;
  text: string;
}

/** One kind of result under its heading, each a link that closes the results when followed; nothing when empty. */
function ResultGroup({ title, links, onPick, spaced = false }: { title: string; links: readonly ResultLink[]; onPick: () => void; spaced?: boolean }) {
  if (links.length === 0) return null;
  return (
    <>
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" px="2" mt={spaced ? '2' : undefined}>
        {title}
      </Text>
      <List.Root listStyleType="none" aria-label={`${title} found`}>
        {links.map((link) => (
          <List.Item key={link.key}>
            <Link asChild display="block" px="2" py="1" borderRadius="sm" _hover={{ bg: 'bg.muted' }}>
              <RouterLink to={link.to} onClick={onPick}>
                {link.text}
              </RouterLink>
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </>
  );
}
