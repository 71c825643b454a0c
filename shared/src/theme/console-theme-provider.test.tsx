import type * as Chakra from '@chakra-ui/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type * as React from 'react';
import type * as ReactDomClient from 'react-dom/client';
import type * as Provider from './console-theme-provider';
import type * as Completion from './theme-completion';
import type * as System from './system';

/**
 * The console as the browser first has it: the theme with the login page's recipes only. Every
 * test file's setup completes the theme (tools/jest/setup-dom.ts), so these tests take fresh copies
 * of the modules, React and Chakra included, in which nothing has completed it yet, and render with
 * that React.
 */
async function freshConsole() {
  let modules: { react: typeof React; client: typeof ReactDomClient; chakra: typeof Chakra; provider: typeof Provider; completion: typeof Completion; system: typeof System } | undefined;
  await jest.isolateModulesAsync(async () => {
    modules = {
      react: await import('react'),
      client: await import('react-dom/client'),
      chakra: await import('@chakra-ui/react'),
      provider: await import('./console-theme-provider'),
      completion: await import('./theme-completion'),
      system: await import('./system'),
    };
  });
  const fresh = modules as NonNullable<typeof modules>;
  // A synchronous act: what the first render draws, before any fetch it started has answered.
  const render = (ui: ReactNode) => {
    const container = document.body.appendChild(document.createElement('div'));
    const root = fresh.client.createRoot(container);
    fresh.react.act(() => root.render(<fresh.provider.ConsoleThemeProvider>{ui}</fresh.provider.ConsoleThemeProvider>));
    unmounts.push(() => fresh.react.act(() => root.unmount()));
  };
  return { ...fresh, render };
}

const unmounts: (() => void)[] = [];
afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount();
  document.body.replaceChildren();
});

describe('ConsoleThemeProvider, with the recipes beyond the login page fetched later', () => {
  it("draws a component whose recipe is not there yet, fetches the rest of the theme, and draws it again with its recipe's styles", async () => {
    const { chakra, react, render, completion, system } = await freshConsole();
    expect(completion.isThemeComplete()).toBe(false);
    expect(system.consoleSystem.isRecipe('badge')).toBe(false);
    render(<chakra.Badge colorPalette="success">Lunas</chakra.Badge>);
    const badge = screen.getByText('Lunas');
    const before = badge.className;
    // The badge asked for its recipe: that started the fetch, and it is drawn again once the recipe is in.
    await waitFor(() => expect(completion.isThemeComplete()).toBe(true));
    expect(system.consoleSystem.isRecipe('badge')).toBe(true);
    await react.act(async () => undefined);
    expect(screen.getByText('Lunas')).toBe(badge);
    expect(badge.className).not.toBe(before);
  });

  it('leaves the rest of the theme alone while the login page only shows, and fetches it at the first key press', async () => {
    const { chakra, render, completion } = await freshConsole();
    render(
      <>
        <chakra.Input aria-label="Username" />
        <chakra.Button>Proceed</chakra.Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Proceed' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(completion.isThemeComplete()).toBe(false);
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Username' }), 'a');
    await waitFor(() => expect(completion.isThemeComplete()).toBe(true));
  });

  it('fetches the rest of the theme when a field gets a value without a key press (filled in by the browser or a password manager)', async () => {
    const { chakra, render, completion } = await freshConsole();
    render(<chakra.Input aria-label="Username" />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(completion.isThemeComplete()).toBe(false);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Username' });
    field.value = 'superadmin';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => expect(completion.isThemeComplete()).toBe(true));
  });

  it('resolves prefetchConsoleTheme once the theme is complete, however often it is called', async () => {
    const { completion, system } = await freshConsole();
    await Promise.all([completion.prefetchConsoleTheme(), completion.prefetchConsoleTheme()]);
    expect(completion.isThemeComplete()).toBe(true);
    expect(['dialog', 'table', 'menu'].every((key) => system.consoleSystem.isSlotRecipe(key))).toBe(true);
  });
});
