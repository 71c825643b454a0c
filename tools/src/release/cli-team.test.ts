import type { FastifyInstance } from 'fastify';
import { readConsoleServerConfig } from '../server/console-config';
import { buildConsoleServer } from '../server/console-server';
import { publish } from './publish';
import { readRegistry } from './registry-store';
import { releaseWorkspace, runCli } from './testing/release-fixtures';

const workspace = releaseWorkspace();

describe("a team's commands", () => {
  let server: FastifyInstance;
  let url: string;
  beforeEach(async () => {
    server = await buildConsoleServer(readConsoleServerConfig({}, workspace.releasesDir()));
    workspace.closeFirst(() => server.close());
    await server.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
  });

  it('makes a key, uploads with it from CI, activates the upload, and refuses a revoked key', async () => {
    await publish('shell', { distDir: await workspace.fakeBuild('shell', 'shell-1', { page: true }) });
    const stable = (await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'stable') })).version;

    const created = await runCli(['keys', 'create', 'mf-master', '--name', 'master CI', '--json']);
    expect(created.code).toBe(0);
    const { key, id } = JSON.parse(created.stdout) as { key: string; id: string };
    expect((await runCli(['keys', 'list'])).stdout).toMatch(new RegExp(`${id}  mf-master  master CI  made .* last used never`));

    const build = await workspace.fakeBuild('mf_master', 'next');
    const uploaded = await runCli(['upload', 'mf-master', '--to', url, '--from', build], { ...process.env, RELEASE_KEY: key });
    expect(uploaded.code).toBe(0);
    expect(uploaded.stdout).toMatch(/^Uploaded mf-master (\S+): kept inactive; try it on its preview link, then activate it\.\nPreview \(this browser only, 24 hours\): http:\/\/127\.0\.0\.1:\d+\/preview\/mf-master\//);
    const version = /^Uploaded mf-master (\S+):/.exec(uploaded.stdout)?.[1] ?? '';
    expect((await readRegistry()).apps['mf-master']?.active).toBe(stable);

    const activated = await runCli(['activate', 'mf-master', version, '--expect', stable]);
    expect(activated.stdout).toBe(`Activated mf-master ${version} (was ${stable}).\n`);
    expect((await readRegistry()).apps['mf-master']?.active).toBe(version);

    expect((await runCli(['keys', 'revoke', id])).code).toBe(0);
    const refused = await runCli(['upload', 'mf-master', '--to', url, '--from', build], { ...process.env, RELEASE_KEY: key });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('This key was revoked.');
    expect((await runCli(['upload', 'mf-master', '--to', url], { ...process.env, RELEASE_KEY: '' })).stderr).toContain('upload needs the team key in RELEASE_KEY');
  }, 90_000);
});
