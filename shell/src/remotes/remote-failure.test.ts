import { diagnoseLoadFailure } from './remote-failure';

const entry = { app: 'mf-master', name: 'mf_master', entry: '/releases/mf-master/m1/mf-manifest.json', version: 'm1', overridden: false };
const manifest = { name: 'mf_master', metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } };

/** A fetch answering each URL path as given: a body (200), a status, or a network failure. */
function serving(files: Record<string, string | number | Error>): typeof fetch {
  return jest.fn(async (input: RequestInfo | URL) => {
    const answer = files[new URL(String(input), window.location.href).pathname];
    if (answer instanceof Error || answer === undefined) throw answer ?? new TypeError('Failed to fetch');
    return typeof answer === 'number' ? new Response('', { status: answer }) : new Response(answer, { status: 200 });
  }) as unknown as typeof fetch;
}

const runtimeError = new Error('[ Federation Runtime ]: Failed to get remoteEntry exports.');

describe('diagnoseLoadFailure', () => {
  it('tells a download failure: the manifest, the entry or a chunk that does not arrive', async () => {
    const downloadFailed = { kind: 'download', reason: 'its code could not be downloaded' };
    expect(await diagnoseLoadFailure(entry, runtimeError, serving({ '/releases/mf-master/m1/mf-manifest.json': new TypeError('Failed to fetch') }), {})).toEqual(downloadFailed);
    expect(await diagnoseLoadFailure(entry, runtimeError, serving({ '/releases/mf-master/m1/mf-manifest.json': 404 }), {})).toEqual(downloadFailed);
    const manifestOnly = serving({ '/releases/mf-master/m1/mf-manifest.json': JSON.stringify(manifest), '/releases/mf-master/m1/remoteEntry.js': 404 });
    expect(await diagnoseLoadFailure(entry, runtimeError, manifestOnly, {})).toEqual(downloadFailed);
    const whole = serving({ '/releases/mf-master/m1/mf-manifest.json': JSON.stringify(manifest), '/releases/mf-master/m1/remoteEntry.js': 'var mf_master = {};' });
    expect(await diagnoseLoadFailure(entry, new Error('Loading chunk 512 failed.'), whole, { mf_master: {} })).toEqual(downloadFailed);
  });

  it('tells a corrupt manifest', async () => {
    expect(await diagnoseLoadFailure(entry, runtimeError, serving({ '/releases/mf-master/m1/mf-manifest.json': '{"name": "mf_ma' }), {})).toEqual({
      kind: 'manifest',
      reason: 'its release manifest is corrupt (not valid JSON)',
    });
    expect(await diagnoseLoadFailure(entry, runtimeError, serving({ '/releases/mf-master/m1/mf-manifest.json': '{"hello": 1}' }), {})).toEqual({
      kind: 'manifest',
      reason: 'its release manifest is corrupt (not a federation manifest)',
    });
  });

  it('tells a truncated or garbled remote entry: it arrived but its container never registered', async () => {
    const files = serving({ '/releases/mf-master/m1/mf-manifest.json': JSON.stringify(manifest), '/releases/mf-master/m1/remoteEntry.js': 'var mf_master;(()=>{var e,t' });
    expect(await diagnoseLoadFailure(entry, runtimeError, files, {})).toEqual({
      kind: 'entry',
      reason: 'its code arrived damaged (the remote entry is truncated or garbled) and could not run',
    });
  });

  it('tells code that ran and then failed, and a shared version this console does not provide', async () => {
    const files = serving({ '/releases/mf-master/m1/mf-manifest.json': JSON.stringify(manifest), '/releases/mf-master/m1/remoteEntry.js': 'var mf_master = {};' });
    expect(await diagnoseLoadFailure(entry, new Error('screens is not defined'), files, { mf_master: {} })).toEqual({ kind: 'startup', reason: 'its code failed while starting: screens is not defined' });
    const version = new Error('Version 1.0.0 from shell of shared singleton module @console/shared does not satisfy the requirement ^2.0.0');
    expect(await diagnoseLoadFailure(entry, version, files, {})).toEqual({ kind: 'version', reason: 'it needs a version of a shared library this console does not provide' });
  });
});
