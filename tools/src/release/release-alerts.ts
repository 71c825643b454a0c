import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { releasesDir } from '../paths';
import { acquireLock } from './registry-lock';

/** Where alert receivers are kept, beside the registry (never served). */
export const ALERTS_FILE = '.alert-receivers.json';

export interface AlertReceiver {
  url: string;
  addedAt: string;
  addedBy: string;
}

const alertsPath = (dir: string) => path.join(dir, ALERTS_FILE);

/** A receiver's URL as given: an absolute http(s) URL without credentials, at most 500 characters. */
export function receiverUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`An alert receiver is an absolute http(s) URL (got "${value.slice(0, 80)}").`);
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || value.length > 500) {
    throw new Error(`An alert receiver is an absolute http(s) URL without credentials, at most 500 characters (got "${value.slice(0, 80)}").`);
  }
  return url.href;
}

export async function listAlertReceivers(dir = releasesDir()): Promise<AlertReceiver[]> {
  try {
    const parsed = JSON.parse(await readFile(alertsPath(dir), 'utf8')) as { schema?: number; receivers?: AlertReceiver[] };
    return parsed.schema === 1 && Array.isArray(parsed.receivers) ? parsed.receivers : [];
  } catch {
    return [];
  }
}

async function updateReceivers<T>(dir: string, change: (receivers: AlertReceiver[]) => T): Promise<T> {
  await mkdir(dir, { recursive: true });
  const release = await acquireLock(`${alertsPath(dir)}.lock`);
  try {
    const receivers = await listAlertReceivers(dir);
    const result = change(receivers);
    const temporary = path.join(dir, `${ALERTS_FILE}.${randomUUID()}.tmp`);
    await writeFile(temporary, `${JSON.stringify({ schema: 1, receivers }, null, 2)}\n`, { mode: 0o600 });
    await rename(temporary, alertsPath(dir));
    return result;
  } finally {
    await release();
  }
}

/** Adds a receiver (adding one already there changes nothing). */
export async function addAlertReceiver(url: string, by: string, dir = releasesDir()): Promise<AlertReceiver> {
  const href = receiverUrl(url);
  return updateReceivers(dir, (receivers) => {
    const known = receivers.find((receiver) => receiver.url === href);
    if (known) return known;
    const added = { url: href, addedAt: new Date().toISOString(), addedBy: by };
    receivers.push(added);
    return added;
  });
}

/** Removes a receiver; refuses one that is not there. */
export async function removeAlertReceiver(url: string, dir = releasesDir()): Promise<void> {
  const href = receiverUrl(url);
  await updateReceivers(dir, (receivers) => {
    const index = receivers.findIndex((receiver) => receiver.url === href);
    if (index < 0) throw new Error(`No alert receiver ${href}.`);
    receivers.splice(index, 1);
  });
}
