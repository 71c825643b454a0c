import { Box, IconButton, Input, InputGroup, type InputProps, Stack } from '@chakra-ui/react';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { commitNumberText, formatNumberText, type NumberRules, sanitizeNumberText, stepNumber } from './number-logic';
import { useHoldRepeat } from './use-hold-repeat';

export interface NumberInputProps extends NumberRules, Omit<InputProps, 'value' | 'onChange' | 'min' | 'max' | 'step' | 'type' | 'defaultValue'> {
  value: number | null;
  /** Called with the committed number (clamped and rounded) or null when emptied. */
  onValueChange: (value: number | null) => void;
}

/**
 * The number input of spec 5: accepts only digits, a minus sign and a decimal point; commits on
 * blur or Enter clamped to `[min, max]` and rounded to `precision` (default 0); the arrow keys and
 * the +/- buttons step by `step` (default 1); holding a button repeats after 500 ms, then every 50 ms.
 */
export function NumberInput({ value, onValueChange, min, max, precision = 0, step = 1, onBlur, onKeyDown, disabled, readOnly, ...inputProps }: NumberInputProps) {
  const rules: NumberRules = { min, max, precision, step };
  const [draft, setDraft] = useState<string | null>(null);
  // The latest value for the repeat timer, which outlives the render that started it.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const commit = (next: number | null) => {
    latest.current = next;
    setDraft(null);
    onValueChange(next);
  };
  const stepBy = (direction: 1 | -1) => {
    if (disabled || readOnly) return;
    commit(stepNumber(latest.current, direction, rules));
  };
  const increase = useHoldRepeat(() => stepBy(1));
  const decrease = useHoldRepeat(() => stepBy(-1));
  // Keyboard activation of a button (no pointer) steps once.
  const clickStep = (direction: 1 | -1) => (event: MouseEvent) => {
    if (event.detail === 0) stepBy(direction);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      stepBy(event.key === 'ArrowUp' ? 1 : -1);
    } else if (event.key === 'Enter' && draft !== null) {
      commit(commitNumberText(draft, rules));
    }
  };

  return (
    <InputGroup
      endElementProps={{ px: '0' }}
      endElement={
        <Stack gap="0" h="full" justify="center" pe="1">
          <IconButton type="button" aria-label="Increase" tabIndex={-1} size="2xs" variant="ghost" h="4" disabled={disabled || readOnly} {...increase} onClick={clickStep(1)}>
            <Chevron up />
          </IconButton>
          <IconButton type="button" aria-label="Decrease" tabIndex={-1} size="2xs" variant="ghost" h="4" disabled={disabled || readOnly} {...decrease} onClick={clickStep(-1)}>
            <Chevron />
          </IconButton>
        </Stack>
      }
    >
      <Input
        {...inputProps}
        type="text"
        role="spinbutton"
        inputMode={precision > 0 ? 'decimal' : 'numeric'}
        aria-valuenow={value ?? undefined}
        aria-valuemin={min}
        aria-valuemax={max}
        disabled={disabled}
        readOnly={readOnly}
        value={draft ?? formatNumberText(value, precision)}
        onChange={(event) => setDraft(sanitizeNumberText(event.target.value, { allowNegative: min === undefined || min < 0, allowDecimal: precision > 0 }))}
        onBlur={(event) => {
          if (draft !== null) commit(commitNumberText(draft, rules));
          onBlur?.(event);
        }}
        onKeyDown={handleKeyDown}
      />
    </InputGroup>
  );
}

function Chevron({ up = false }: { up?: boolean }) {
  return (
    <Box as="span" aria-hidden="true" display="inline-flex">
      <svg viewBox="0 0 24 24" width="12" height="12" fill="none" stroke="currentColor" strokeWidth="2.5">
        <path d={up ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} />
      </svg>
    </Box>
  );
}
