export { BodyView } from './body-view';
export type { BodyViewProps } from './body-view';
export { formatBody } from './format-body';
export type { BodyKind, FormattedBody } from './format-body';
