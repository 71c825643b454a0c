import '@testing-library/jest-dom/jest-globals';
import { configure } from '@testing-library/react';
import { completeConsoleTheme } from '../../shared/src/theme/complete-theme';

// Components render at once with every recipe of the theme, as in the console once it has fetched
// the recipes beyond the login page's (decision 160; console-theme-provider.test.tsx shows that step).
completeConsoleTheme();

// jsdom lacks what Chakra v3 (through Ark UI / zag) expects from a browser.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

if (!Element.prototype.scrollTo) {
  Element.prototype.scrollTo = function scrollTo(): void {};
}
if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = function scrollIntoView(): void {};
}

// Without a PointerEvent class, a Chakra Menu item click silently does nothing.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = PointerEventPolyfill as unknown as typeof PointerEvent;
}

if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// On a busy machine (CI's two cores run jest's workers side by side) a debounce, a request and a
// render have taken more than testing-library's default second to show; a wait is a bound, not a
// measure (nothing asserts on wall time), so it waits up to 5 s.
configure({ asyncUtilTimeout: 5_000 });

// On CI a component test that fails is run once more, as Playwright's tests are (retries: 1),
// with its first failure printed: a debounce test whose typing a busy moment paused past the
// debounce fails once, a broken screen fails twice.
if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true });
