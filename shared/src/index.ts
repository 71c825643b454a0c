/**
 * @console/shared: the console's federated singleton library, whole: exactly the names of `./core`
 * and `./forms` together (each lists its names explicitly; this entry adds none). The shell
 * imports this entry; remotes import `@console/shared/core` and `@console/shared/forms`.
 */
export * from './core';
export * from './forms';
