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
  const debounced = useDebouncedCallback(onSearch, debounceMs);
  // The applied value changed elsewhere (a link, Refresh): show it.
  if (value !== applied) {
    setApplied(value);
    setText(value);
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
              onSearch('');
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
