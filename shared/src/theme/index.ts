export { consoleSystem } from './system';
export type { ConsolePalette } from './system';
export { CONSOLE_FONT_FAMILY, FontFaces } from './font-faces';
export { ConsoleThemeProvider } from './console-theme-provider';
