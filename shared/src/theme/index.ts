export { consoleSystem } from './system';
