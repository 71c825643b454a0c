import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { appDistDir, APPS, isAppName } from '../paths';
import { packBuild } from './build-archive';
import { rampOf } from './cli-ramp';
import { expectedState, UsageError } from './cli-expect';
import { startKeptCanary } from './kept-release-canary';
import { formatChecks } from './report';
import { readRegistry } from './registry-store';
import { releaseActor } from './release-actor';
import type { ReleaseCheck } from './release-events';
import { journalAction } from './release-journal';
import { rollback } from './rollback';
import { createTeamKey, listTeamKeys, revokeTeamKey } from './team-keys';

/** The usage lines of the team commands (decision 142), shown with the CLI's others. */
export const TEAM_USAGE = `npm run release -- keys create <app> [--name <label>] [--by <name>] | keys list [--json] | keys revoke <id> [--by <name>]
      a team's key that may upload builds of <app> only: printed once, kept as a hash
  npm run release -- upload <app> --to <console-url> [--from <dir>] [--json]
      sends a build (default <app>/dist) to the console server with the key in RELEASE_KEY; it is checked
      as publish checks it and kept inactive, with a preview link
  npm run release -- activate <app> <version> --expect <active version> [--canary <percent> | --ramp <p1,p2,...> [--step <duration>]] [--by <name>] [--reason "<why>"] [--json]
      makes a kept release active (rolling forward, or back), or with --canary runs it for that share of browsers (stepped with --ramp)`;

const parse = <Options extends NonNullable<ParseArgsConfig['options']>>(args: string[], options: Options, usage: string) => {
  try {
    return parseArgs({ args, allowPositionals: true, strict: true, options });
  } catch (error) {
    throw new UsageError(`${(error as Error).message.replace(/\. To specify a positional argument.*$/s, '.')}\nUsage: ${usage}`);
  }
};

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** `keys create|list|revoke`. */
export async function keysCommand(args: string[]): Promise<void> {
  const { values, positionals } = parse(args, { name: { type: 'string' }, by: { type: 'string' }, json: { type: 'boolean' } }, TEAM_USAGE);
  const [verb, subject, ...extra] = positionals;
  const by = releaseActor(text(values.by));
  if (verb === 'create' && subject && extra.length === 0) {
    if (!isAppName(subject)) throw new UsageError(`Name an app: ${APPS.join(', ')} (got: ${subject})`);
    const { key, record } = await createTeamKey(subject, { name: text(values.name), by });
    await journalAction({ app: subject, action: 'key-create', outcome: 'success', actor: { kind: 'cli', name: by }, message: `key ${record.id} (${record.name}) made` });
    if (values.json) console.log(JSON.stringify({ key, ...record }));
    else console.log(`Key ${record.id} for ${record.app} (${record.name}). Copy it now: it is not shown again.\n${key}\nSet it as RELEASE_KEY in the team's CI; it may upload builds of ${record.app} only.`);
    return;
  }
  if (verb === 'list' && subject === undefined) {
    const keys = await listTeamKeys();
    if (values.json) console.log(JSON.stringify(keys));
    else if (keys.length === 0) console.log('No team keys yet: npm run release -- keys create <app> --name "<what it is for>"');
    else for (const key of keys) console.log(`${key.id}  ${key.app}  ${key.name}  made ${key.createdAt} by ${key.createdBy}  ${key.revokedAt ? `REVOKED ${key.revokedAt} by ${key.revokedBy}` : `last used ${key.lastUsedAt ?? 'never'}`}`);
    return;
  }
  if (verb === 'revoke' && subject && extra.length === 0) {
    const revoked = await revokeTeamKey(subject, { by });
    await journalAction({ app: revoked.app, action: 'key-revoke', outcome: 'success', actor: { kind: 'cli', name: by }, message: `key ${revoked.id} (${revoked.name}) revoked` });
    console.log(values.json ? JSON.stringify(revoked) : `Revoked key ${revoked.id} (${revoked.name}) of ${revoked.app}: it is refused from now on.`);
    return;
  }
  throw new UsageError(`keys takes create <app>, list or revoke <id>.\nUsage: ${TEAM_USAGE}`);
}

interface UploadReply {
  version?: string;
  previewUrl?: string;
  checks?: ReleaseCheck[];
  status?: { error: number; message: string };
}

/** `upload <app> --to <url>`: what a team's CI runs. */
export async function uploadCommand(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const { values, positionals } = parse(args, { to: { type: 'string' }, from: { type: 'string' }, json: { type: 'boolean' } }, TEAM_USAGE);
  const [app, ...extra] = positionals;
  if (!app || extra.length > 0 || !isAppName(app)) throw new UsageError(`upload takes one app: ${APPS.join(', ')}.\nUsage: ${TEAM_USAGE}`);
  const to = text(values.to);
  if (!to || !/^https?:\/\//.test(to)) throw new UsageError(`upload needs --to <console-url> (http or https).\nUsage: ${TEAM_USAGE}`);
  const key = env.RELEASE_KEY;
  if (!key) throw new UsageError('upload needs the team key in RELEASE_KEY (npm run release -- keys create <app> makes one).');
  const dir = path.resolve(text(values.from) ?? appDistDir(app));
  const body = await packBuild(dir);
  const response = await fetch(new URL(`/api/releases/${app}/builds`, to), {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/gzip', Accept: 'application/json' },
    body: new Uint8Array(body),
  }).catch((error: unknown) => {
    throw new Error(`The console at ${to} could not be reached: ${(error as Error).message}`);
  });
  const reply = (await response.json().catch(() => ({}))) as UploadReply;
  if (values.json) console.log(JSON.stringify({ httpStatus: response.status, ...reply }));
  else {
    console.log(reply.status?.message ?? `HTTP ${response.status}`);
    if (reply.previewUrl) console.log(`Preview (this browser only, 24 hours): ${reply.previewUrl}`);
    if (reply.checks?.length) console.log(['Checks:', ...formatChecks(reply.checks)].join('\n'));
  }
  if (!response.ok) process.exitCode = 1;
}

/** `activate <app> <version> --expect <active>`: a kept release made active, or run as a canary. */
export async function activateCommand(args: string[]): Promise<void> {
  const { values, positionals } = parse(
    args,
    {
      expect: { type: 'string' },
      canary: { type: 'string' },
      ramp: { type: 'string' },
      step: { type: 'string' },
      by: { type: 'string' },
      reason: { type: 'string' },
      force: { type: 'boolean' },
      json: { type: 'boolean' },
    },
    TEAM_USAGE,
  );
  const [app, version, ...extra] = positionals;
  if (!app || !version || extra.length > 0 || !isAppName(app)) throw new UsageError(`activate takes an app and one of its kept releases.\nUsage: ${TEAM_USAGE}`);
  const active = (await readRegistry()).apps[app]?.active ?? null;
  const expectedActive = await expectedState({ given: text(values.expect), current: active, what: `Make ${app} ${version} active; the active release` });
  const who = { by: text(values.by), reason: text(values.reason), force: values.force === true };
  const ramp = rampOf(values);
  if (text(values.canary) !== undefined || ramp) {
    const started = await startKeptCanary(app, { version, percent: text(values.canary) ?? '100', expectedActive, ...who, ...(ramp ? { ramp } : {}) });
    console.log(values.json ? JSON.stringify(started) : `Started a canary of ${app}: ${started.version} for ${started.percent} % of browsers (the others stay on ${started.active}).`);
    return;
  }
  const result = await rollback(app, { to: version, expectedActive, ...who });
  console.log(values.json ? JSON.stringify({ app, ...result }) : result.action === 'activate' ? `Activated ${app} ${result.to} (was ${result.from}).` : `Rolled back ${app} to ${result.to} (was ${result.from}).`);
}
