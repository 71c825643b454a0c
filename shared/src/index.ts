/**
 * @console/shared: the console's federated singleton library, whole: `./core` and `./forms`
 * together. The shell imports this entry; remotes import `@console/shared/core` and
 * `@console/shared/forms` (see README.md for the public API). Remotes released before the split
 * consume this entry; the page still holds one copy of every module, the shell's.
 */
export * from './core';
export * from './forms';
