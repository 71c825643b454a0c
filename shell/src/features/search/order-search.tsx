import { Box, Link, List, Text, VisuallyHidden } from '@chakra-ui/react';
import { errorMessage, formatDateId, formatRupiah, hasPermission, SearchBox, useSession, useSiteUtcOffset } from '@console/shared/core';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { permittedSearchers } from '../../remotes/remote-searchers';
import { useDeclaredScreens } from '../../remotes/use-declared-screens';
import { findOrders, MIN_SEARCH_LENGTH, type OrderHit, type SearchFindings } from './order-search-api';

const PLACEHOLDER = 'Search order id, VA or QRIS number';

type Found = { text: string; reply: SearchFindings } | { text: string; error: string } | null;

/** Whether the focus is where typing `/` means the character, not "go to the search". */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The top bar's search for any order (decisions 108 and 151), for users who may read what one of
 * the remotes' declared searchers finds: an order id, VA number or QRIS reference number (or its
 * start) finds, within the active company and whatever the date, what each permitted searcher
 * finds, each hit a link to the route its remote declared. `/` focuses it; Escape closes the
 * results; how many were found is announced to screen readers.
 */
export function OrderSearch() {
  const { session } = useSession();
  const hours = useSiteUtcOffset();
  const declared = useDeclaredScreens();
  const [found, setFound] = useState<Found>(null);
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef('');
  const searchers = declared.status === 'ready' ? permittedSearchers(declared.searchers, (permission) => hasPermission(session?.access, permission)) : [];
  const allowed = searchers.length > 0;

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
      const reply = await findOrders(text, searchers, hours);
      if (latest.current !== text) return;
      setFound(reply.count === 0 && reply.failures.length > 0 ? { text, error: reply.failures.join(' ') } : { text, reply });
    } catch (error) {
      if (latest.current === text) setFound({ text, error: errorMessage(error) });
    }
    if (latest.current === text) setOpen(true);
  };

  const count = found && 'reply' in found ? found.reply.count : 0;
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
            {'reply' in found
              ? found.reply.failures.map((failure) => (
                  <Text key={failure} color="fg.error">
                    {failure}
                  </Text>
                ))
              : null}
            {'reply' in found
              ? found.reply.groups.map((group, index) => (
                  <ResultGroup
                    key={group.title}
                    title={group.title}
                    spaced={index > 0}
                    onPick={close}
                    links={group.hits.map((hit) => ({ key: hit.key, to: hit.to, text: hitText(hit), details: hitDetails(hit, hours) }))}
                  />
                ))
              : null}
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
  details: string;
}

/** A hit's link: its searcher's label and the order id, with the identifier that matched when it was another. */
const hitText = (hit: OrderHit) => `${hit.label} ${hit.orderId}${hit.matched ? ` (${hit.matched})` : ''}`;

/** What is shown under a hit's link: its status, amount and date. */
const hitDetails = (hit: OrderHit, hours: number) =>
  [hit.statusLabel, hit.amount === null ? null : formatRupiah(hit.amount), hit.date ? formatDateId(hit.date, { time: true, hours }) : null].filter(Boolean).join(' · ');

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
            {link.details ? (
              <Text fontSize="xs" color="fg.muted" px="2">
                {link.details}
              </Text>
            ) : null}
          </List.Item>
        ))}
      </List.Root>
    </>
  );
}
