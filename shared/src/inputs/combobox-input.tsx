import { Box, CloseButton, Input, InputGroup, Text } from '@chakra-ui/react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { FieldOption } from '../form/field-definition';

export interface ComboboxInputProps {
  name: string;
  /** The choices, searched by their label and value as the user types. */
  options: readonly FieldOption[];
  /** The picked option's value as text; `''`: nothing picked. */
  value: string;
  /** Called with the picked option's value as text, or `''` when the choice is cleared. */
  onPick: (value: string) => void;
  placeholder: string;
  /**
   * What the typed text may stand for when no option matches it exactly (a name the list does not
   * hold, such as a username only the audit trail knows): shown first, picked like an option.
   */
  typedOption?: (text: string) => FieldOption | null;
  /** Names the box when no FormField label wraps it. */
  ariaLabel?: string;
  /** Said under the options (e.g. why the list is short); also when none match. */
  note?: string;
  disabled?: boolean;
}

/** At most this many options are listed; typing narrows them. */
const SHOWN = 50;

const matches = (option: FieldOption, text: string) => option.label.toLowerCase().includes(text) || String(option.value).toLowerCase().includes(text);

/**
 * A picker that is searched by typing, following the ARIA combobox pattern (as the top bar's order
 * search, decision 135): typing or ArrowDown opens the list, ArrowDown / ArrowUp move through the
 * options, Enter picks the active one (or the only one), Escape closes the list and a second Escape
 * clears the choice, leaving the box (a click elsewhere, Tab) closes it and shows the choice again.
 */
export function ComboboxInput({ name, options, value, onPick, placeholder, typedOption, ariaLabel, note, disabled = false }: ComboboxInputProps) {
  const picked = value === '' ? undefined : (options.find((option) => String(option.value) === value) ?? typedOption?.(value) ?? { value, label: value });
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const baseId = useId();
  const listId = `${baseId}-options`;
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  const shownText = text ?? picked?.label ?? '';
  const query = (text ?? '').trim().toLowerCase();
  const found = query ? options.filter((option) => matches(option, query)) : options;
  const typed = query && typedOption && !options.some((option) => option.label.toLowerCase() === query || String(option.value).toLowerCase() === query) ? typedOption((text ?? '').trim()) : null;
  const choices = [...(typed ? [typed] : []), ...found.slice(0, SHOWN)];
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const expanded = open && !disabled;

  const close = () => {
    setOpen(false);
    setActive(-1);
    setText(null);
  };
  const pick = (option: FieldOption) => {
    onPick(String(option.value));
    close();
  };
  const moveTo = (index: number) => {
    setActive(index);
    document.getElementById(optionId(index))?.scrollIntoView?.({ block: 'nearest' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (choices.length === 0) return;
      moveTo(event.key === 'ArrowDown' ? (active + 1) % choices.length : active <= 0 ? choices.length - 1 : active - 1);
    } else if (event.key === 'Enter') {
      // Enter never submits the surrounding form from here: it picks, or opens the list.
      event.preventDefault();
      const chosen = choices[active] ?? (choices.length === 1 ? choices[0] : undefined);
      if (chosen && expanded) pick(chosen);
      else setOpen(true);
    }
  };

  // Escape is taken before anything else sees it (a dialog around the box closes on Escape, heard
  // on the document in its capture phase): it closes the list, then clears the choice; only then
  // does the next Escape reach the dialog.
  const clears = value !== '' || !!text;
  useEffect(() => {
    if (!expanded && !clears) return undefined;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.target !== input.current || event.isComposing) return;
      event.preventDefault();
      event.stopPropagation();
      if (!expanded) onPick('');
      setOpen(false);
      setActive(-1);
      setText(null);
    };
    window.addEventListener('keydown', onEscape, { capture: true });
    return () => window.removeEventListener('keydown', onEscape, { capture: true });
  }, [expanded, clears, onPick]);

  return (
    <Box
      ref={root}
      position="relative"
      w="full"
      onBlur={(event) => {
        if (root.current?.contains(event.relatedTarget as Node | null)) return;
        // Emptied and left: the choice is cleared; anything else typed and not picked is dropped.
        if (text !== null && text.trim() === '') onPick('');
        close();
      }}
    >
      <InputGroup
        endElement={
          value !== '' && !disabled ? (
            <CloseButton
              size="xs"
              aria-label={`Hapus pilihan ${picked?.label ?? value}`}
              onClick={() => {
                onPick('');
                close();
              }}
            />
          ) : undefined
        }
      >
        <Input
          ref={input}
          name={name}
          type="text"
          role="combobox"
          aria-label={ariaLabel}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-activedescendant={expanded && active >= 0 && active < choices.length ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          disabled={disabled}
          value={shownText}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
      </InputGroup>
      {expanded ? (
        <Box
          position="absolute"
          zIndex="dropdown"
          top="100%"
          left="0"
          right="0"
          mt="1"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="md"
          boxShadow="md"
          maxH="16rem"
          overflowY="auto"
        >
          <Box as="ul" id={listId} role="listbox" aria-label={ariaLabel ?? placeholder} py="1" listStyleType="none" m="0">
            {choices.map((option, index) => (
              <Box
                as="li"
                key={`${index}-${String(option.value)}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                px="3"
                py="1.5"
                cursor="pointer"
                bg={index === active ? 'bg.emphasized' : undefined}
                fontWeight={String(option.value) === value ? 'semibold' : undefined}
                _hover={{ bg: 'bg.muted' }}
                // Keeps the focus in the box, so the choice lands there and the list closes cleanly.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(option)}
              >
                {option.label}
              </Box>
            ))}
          </Box>
          {choices.length === 0 || note || found.length > SHOWN ? (
            <Text px="3" py="1.5" fontSize="sm" color="fg.muted" role="status">
              {[choices.length === 0 ? 'Tidak ada pilihan yang cocok.' : found.length > SHOWN ? `${SHOWN} dari ${found.length} pilihan; ketik untuk mempersempit.` : null, note].filter(Boolean).join(' ')}
            </Text>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
