/**
 * The permission model is the spec's contract, in `@console/rules` (decision 150): the API grants and
 * enforces it, and the release tooling checks remotes' declarations against the same model.
 */
export { CONSOLE_PERMISSION_GROUPS, PERMISSION_GROUPS } from '@console/rules';
