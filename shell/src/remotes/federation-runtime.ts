/**
 * The federation runtime is not part of the shell's start-up: the build leaves in the entry only
 * `__webpack_require__.federation.startRuntime()`, which fetches the runtime's chunk and starts it
 * (`LazyFederationRuntimePlugin`, docs/decisions/070-federation-runtime-on-demand.md).
 */
declare const __webpack_require__: { federation?: { startRuntime?: () => Promise<void> } } | undefined;

/** Starts the federation runtime: once, a failed fetch is tried again. Nothing to do outside the bundle (tests). */
export function startFederationRuntime(): Promise<void> {
  const start = typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__.federation?.startRuntime;
  return start ? start() : Promise.resolve();
}
