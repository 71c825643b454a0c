/** Placeholder in the shell's index.html, replaced at publish time by the release's public path. */
export const SHELL_PUBLIC_PATH_PLACEHOLDER = '__CONSOLE_SHELL_PUBLIC_PATH__/';
