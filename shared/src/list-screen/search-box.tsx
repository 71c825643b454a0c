import { CloseButton, Input, InputGroup } from '@chakra-ui/react';
import { useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';

export interface SearchBoxProps {
  placeholder: string;
  /** The applied search (e.g. from the URL). */
  value: string;
  /** Called once typing pauses for `debounceMs`, and at once when cleared. */
  onSearch: (value: string) => void;
  /** The screen's debounce (spec 9: 300 or 500 ms). */
  debounceMs: number;
}

/**
 * A search input that applies what is typed after a pause (the screen's debounce), with a clear
 * button. Enter applies at once.
 */
export function SearchBox({ placeholder, value, onSearch, debounceMs }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  /** What this box last applied: when it comes back as `value`, the box may already hold more. */
  const [sent, setSent] = useState<string | null>(null);
  const search = (next: string) => {
    setSent(next);
    onSearch(next);
  };
  const debounced = useDebouncedCallback(search, debounceMs);
  // The applied value changed elsewhere (a link, Refresh): show it. This box's own search coming
  // back (through the URL, a moment later) leaves what was typed since as it is: "adm" typed
  // while "ad" was applied must not become "ad" again, losing the "m".
  if (value !== applied) {
    setApplied(value);
    if (value !== sent) setText(value);
  }

  return (
    <InputGroup
      // Gives way first in a crowded toolbar (VA at 1366 px with the sidebar open keeps one line).
      flex="1 1 14rem"
      minW="12rem"
      maxW="sm"
      endElement={
        text ? (
          <CloseButton
            size="xs"
            aria-label="Clear search"
            onClick={() => {
              debounced.cancel();
              setText('');
              search('');
            }}
          />
        ) : undefined
      }
    >
      <Input
        type="search"
        aria-label={placeholder}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          debounced(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            debounced.flush();
          }
        }}
      />
    </InputGroup>
  );
}
