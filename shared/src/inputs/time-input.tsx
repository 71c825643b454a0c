import { Input, type InputProps } from '@chakra-ui/react';
import type { KeyboardEvent } from 'react';
import { addMinutes, formatTime, parseTime, TIME_STEP_MINUTES } from './time-parse';

export interface TimeInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type'> {
  value: string;
  /** Called with what is typed; on blur a valid time is rewritten as `HH:MM` / `HH:MM:SS` (24-hour). */
  onValueChange: (value: string) => void;
}

/**
 * The time input of spec 5: `HH:MM` with optional seconds and optional am/pm, hours 0-23 (or
 * 1-12 with am/pm); the up and down keys move the time by 5 minutes.
 */
export function TimeInput({ value, onValueChange, onBlur, onKeyDown, placeholder = 'HH:MM', ...inputProps }: TimeInputProps) {
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const current = parseTime(value) ?? { hours: 0, minutes: 0 };
    onValueChange(formatTime(addMinutes(current, event.key === 'ArrowUp' ? TIME_STEP_MINUTES : -TIME_STEP_MINUTES)));
  };
  return (
    <Input
      {...inputProps}
      type="text"
      inputMode="text"
      autoComplete="off"
      placeholder={placeholder}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      onBlur={(event) => {
        const parsed = parseTime(value);
        if (parsed) onValueChange(formatTime(parsed));
        onBlur?.(event);
      }}
      onKeyDown={handleKeyDown}
    />
  );
}
