export { ScreenHeader } from './screen-header';
export type { ScreenHeaderProps } from './screen-header';
