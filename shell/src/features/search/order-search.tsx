import { Box } from '@chakra-ui/react';
import { hasPermission, loadFailureText, useSession, useSiteUtcOffset } from '@console/shared/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { permittedSearchers } from '../../remotes/remote-searchers';
import { useDeclaredScreens } from '../../remotes/use-declared-screens';
import { findOrders, MIN_SEARCH_LENGTH } from './order-search-api';
import { searchHitsOf } from './order-search-hits';
import { SearchCombobox } from './search-combobox';
import type { SearchResult } from './search-types';

const LABEL = 'Cari order id, No. VA atau Ref. QRIS';

/** Whether the focus is where typing `/` means the character, not "go to the search". */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The top bar's search for any order (decisions 108, 135 and 151), for users who may read what one
 * of the remotes' declared searchers finds: an order id, VA number or QRIS reference number (or its
 * start) finds, within the active company and whatever the date, what each permitted searcher finds,
 * each hit leading where its remote declared (a transaction's screen on its day with its detail
 * open). `/` focuses it. The combobox (keyboard, states, how a hit reads) is `SearchCombobox`; what
 * is searched, `order-search-api` (from the declarations); the hits in words, `order-search-hits`.
 */
export function OrderSearch() {
  const { session } = useSession();
  const hours = useSiteUtcOffset();
  const navigate = useNavigate();
  const [result, setResult] = useState<SearchResult>({ status: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef('');
  const declared = useDeclaredScreens();
  const searchers = declared.status === 'ready' ? permittedSearchers(declared.searchers, (permission) => hasPermission(session?.access, permission)) : [];
  const allowed = searchers.length > 0;

  useEffect(() => {
    if (!allowed) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      event.preventDefault();
      input.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [allowed]);

  if (!allowed) return null;

  const search = async (text: string) => {
    latest.current = text;
    setResult({ status: 'loading', text });
    try {
      const found = await findOrders(text, searchers, hours);
      if (latest.current !== text) return;
      const [first] = found.failures;
      if (found.count === 0 && first) setResult({ status: 'error', text, message: `Pencarian gagal. ${first.reason}` });
      else setResult({ status: 'done', text, hits: searchHitsOf(found, hours), failures: found.failures.map((failure) => `${failure.titles} tidak dapat dicari. ${failure.reason}`) });
    } catch (error) {
      if (latest.current === text) setResult({ status: 'error', text, message: `Pencarian gagal. ${loadFailureText(error)}` });
    }
  };

  return (
    <Box
      role="search"
      aria-label="Order"
      // Beside the menu toggle up to 24rem from `md` up; on a phone a row of its own, the top
      // bar's full width, so a 16-digit VA number and the placeholder show whole.
      order={{ base: 3, md: 0 }}
      flex={{ base: '1 1 100%', md: '10 1 0' }}
      maxW={{ base: 'none', md: '24rem' }}
      minW="0"
    >
      <SearchCombobox
        label={LABEL}
        minLength={MIN_SEARCH_LENGTH}
        debounceMs={300}
        onSearch={(text) => void search(text)}
        result={result}
        // The focus stays in the box: a detail opened by the hit gives it back here when it closes.
        onPick={(hit) => navigate(hit.to)}
        inputRef={input}
      />
    </Box>
  );
}
