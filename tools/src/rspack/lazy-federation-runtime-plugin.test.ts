import { checkNoConsumes, deferredEntryRuntime, ENTRY_RUNTIME_PREFIX, FEDERATION_RUNTIME_CHUNK } from './lazy-federation-runtime-plugin';

const ORIGINAL = `${ENTRY_RUNTIME_PREFIX}${encodeURIComponent('import runtime from "/x/webpack-bundler-runtime"; runtime.init();')}`;
const standIn = () => decodeURIComponent(deferredEntryRuntime(ORIGINAL).slice(ENTRY_RUNTIME_PREFIX.length));

describe('deferredEntryRuntime', () => {
  it('keeps the match resource, so the same module rules apply', () => {
    expect(deferredEntryRuntime(ORIGINAL).startsWith(ENTRY_RUNTIME_PREFIX)).toBe(true);
  });

  it('imports the original runtime in a chunk of its own, only when startRuntime() is called', () => {
    const source = standIn();
    expect(source).toContain('__webpack_require__.federation.startRuntime = function');
    expect(source).toContain(`import(/* webpackChunkName: "${FEDERATION_RUNTIME_CHUNK}" */ ${JSON.stringify(ORIGINAL)})`);
  });

  it('starts the runtime once, and lets a failed fetch be tried again', async () => {
    const federation: { startRuntime?: () => Promise<void> } = {};
    const outcomes = [Promise.reject(new Error('ChunkLoadError')), Promise.resolve({})];
    const load = jest.fn(() => outcomes.shift() ?? Promise.resolve({}));
    const consumes = jest.fn(() => {
      throw new Error('should have __webpack_require__.f.consumes');
    });
    const webpackRequire = { federation, f: { consumes } };
    // The stand-in's code with its import() replaced by the fake load.
    const code = standIn().replace(/import\([^)]*\*\/ "[^"]*"\)/, 'load()');
    new Function('__webpack_require__', 'load', code)(webpackRequire, load);

    expect(() => webpackRequire.f.consumes()).not.toThrow();
    await expect(federation.startRuntime?.()).rejects.toThrow('ChunkLoadError');
    await expect(federation.startRuntime?.()).resolves.toBeUndefined();
    await federation.startRuntime?.();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('checkNoConsumes', () => {
  it('accepts an entry that consumes no shared module', () => {
    expect(checkNoConsumes('a.consumesLoadingData={chunkMapping:{},moduleIdToConsumeDataMapping:{},initialConsumes:[]}')).toBeUndefined();
    expect(checkNoConsumes('no federation at all')).toBeUndefined();
  });

  it('names what to do when a chunk of the shell consumes a shared module', () => {
    expect(checkNoConsumes('a.consumesLoadingData={chunkMapping:{135:["4296"]},moduleIdToConsumeDataMapping:{}}')).toMatch(/Import every shared singleton directly in the shell/);
  });
});
