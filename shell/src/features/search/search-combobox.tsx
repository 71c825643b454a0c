import { Box, CloseButton, Input, InputGroup, Text, VisuallyHidden } from '@chakra-ui/react';
import { type KeyboardEvent, type Ref, useId, useRef, useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';
import { SearchHitOption } from './search-hit-option';
import type { SearchHit, SearchResult } from './search-types';

export interface SearchComboboxProps {
  /** The box's accessible name and placeholder. */
  label: string;
  /** The shortest text searched; shorter, the panel says why nothing is searched. */
  minLength: number;
  debounceMs: number;
  /** Asked for the trimmed text once typing pauses (or on Enter), when it is long enough. */
  onSearch: (text: string) => void;
  /** What the searcher answered for the latest text asked. */
  result: SearchResult;
  /** A hit chosen by Enter or a click; the panel closes and the focus stays in the box. */
  onPick: (hit: SearchHit) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** The hits in their groups, in the order they arrived (the option order the arrow keys follow). */
function groupsOf(hits: readonly SearchHit[]): { group: string; hits: { hit: SearchHit; index: number }[] }[] {
  const groups: { group: string; hits: { hit: SearchHit; index: number }[] }[] = [];
  hits.forEach((hit, index) => {
    const last = groups.find((item) => item.group === hit.group);
    if (last) last.hits.push({ hit, index });
    else groups.push({ group: hit.group, hits: [{ hit, index }] });
  });
  return groups;
}

/**
 * A search box with its results as a listbox, following the ARIA combobox pattern: typing opens
 * the panel (fewer than `minLength` characters, it says why nothing is searched); ArrowDown and
 * ArrowUp move through the hits (`aria-activedescendant`), Enter opens the active hit, or the only
 * one; Escape closes the panel, a second Escape clears the text; clicking elsewhere closes it.
 * It knows nothing of what is searched: it gets the hits and their state.
 */
export function SearchCombobox({ label, minLength, debounceMs, onSearch, result, onPick, inputRef }: SearchComboboxProps) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const baseId = useId();
  const listId = `${baseId}-hits`;
  const root = useRef<HTMLDivElement>(null);
  const debounced = useDebouncedCallback((value: string) => {
    if (value.length >= minLength) onSearch(value);
  }, debounceMs);

  const query = text.trim();
  const current = result.status !== 'idle' && result.text === query ? result : null;
  const hits = current?.status === 'done' ? current.hits : [];
  const optionId = (index: number) => `${baseId}-hit-${index}`;
  const expanded = open && query.length > 0;

  const moveTo = (index: number) => {
    setActive(index);
    document.getElementById(optionId(index))?.scrollIntoView?.({ block: 'nearest' });
  };
  const pick = (hit: SearchHit) => {
    setOpen(false);
    setActive(-1);
    onPick(hit);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (hits.length === 0) return;
      const down = event.key === 'ArrowDown';
      moveTo(down ? (active + 1) % hits.length : active <= 0 ? hits.length - 1 : active - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      debounced.flush();
      const chosen = hits[active] ?? (hits.length === 1 ? hits[0] : undefined);
      if (chosen) pick(chosen);
      else setOpen(true);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        event.preventDefault();
        debounced.cancel();
        setText('');
      }
    }
  };

  const message =
    query.length === 0
      ? ''
      : query.length < minLength
        ? `Ketik minimal ${minLength} karakter untuk mencari.`
        : !current || current.status === 'loading'
          ? 'Mencari...'
          : current.status === 'error'
            ? current.message
            : hits.length === 0
              ? `Tidak ditemukan untuk ${query}.`
              : `${hits.length} ditemukan untuk ${query}.`;

  return (
    <Box
      ref={root}
      position="relative"
      w="full"
      onBlur={(event) => {
        // Focus gone elsewhere (a click outside, Tab): the panel closes.
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <InputGroup
        endElement={
          text ? (
            <CloseButton
              size="xs"
              aria-label="Hapus pencarian"
              onClick={() => {
                debounced.cancel();
                setText('');
                setOpen(false);
              }}
            />
          ) : undefined
        }
      >
        <Input
          ref={inputRef}
          type="text"
          role="combobox"
          aria-label={label}
          placeholder={label}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-activedescendant={expanded && active >= 0 && active < hits.length ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
            debounced(event.target.value.trim());
          }}
          // A click opens the results again; focus alone does not (a closing detail gives it back).
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
      </InputGroup>
      <VisuallyHidden aria-live="polite" role="status">
        {message}
      </VisuallyHidden>
      {expanded ? (
        <Box
          position="absolute"
          top="100%"
          left="0"
          right="0"
          minW={{ md: '24rem' }}
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
          {hits.length === 0 ? (
            <Text fontSize="sm" color={current?.status === 'error' ? 'fg.error' : 'fg.muted'} px="2" py="1" aria-hidden="true">
              {message}
            </Text>
          ) : null}
          {current?.status === 'done' && hits.length > 0
            ? (current.failures ?? []).map((failure) => (
                <Text key={failure} fontSize="sm" color="fg.error" px="2" py="1">
                  {failure}
                </Text>
              ))
            : null}
          <Box id={listId} role="listbox" aria-label="Hasil pencarian" hidden={hits.length === 0}>
            {groupsOf(hits).map(({ group, hits: items }, groupIndex) => (
              <Box key={group} role="group" aria-labelledby={`${listId}-group-${groupIndex}`} mt="1">
                <Text id={`${listId}-group-${groupIndex}`} role="presentation" fontSize="xs" fontWeight="semibold" color="fg.muted" px="2">
                  {group}
                </Text>
                {items.map(({ hit, index }) => (
                  <SearchHitOption key={hit.id} hit={hit} id={optionId(index)} active={index === active} onPick={() => pick(hit)} onPoint={() => setActive(index)} />
                ))}
              </Box>
            ))}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
