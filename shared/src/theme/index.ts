export { consoleSystem } from './system';
export type { ConsolePalette } from './system';
