import userEvent from '@testing-library/user-event';

/**
 * Types `text` into `element` with every key in the same task: no timer runs between two keys,
 * so a search debounce cannot fire in the middle of a word, however busy the machine is. Use it
 * where a test asserts that a debounced request was not sent yet.
 */
export function typeAtOnce(element: Element, text: string): Promise<void> {
  return userEvent.setup({ delay: null }).type(element, text);
}
