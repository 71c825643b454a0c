import { UsageError } from './cli-expect';
import { releaseActor } from './release-actor';
import { addAlertReceiver, listAlertReceivers, removeAlertReceiver } from './release-alerts';
import { journalAction } from './release-journal';

export const ALERTS_USAGE = `npm run release -- alerts add <url> | alerts list [--json] | alerts remove <url>
      where the console server POSTs an alert (JSON) when a canary is aborted automatically, a step of a stepped
      canary fails, or a stable release starts failing more (decision 143)`;

/** `alerts add|list|remove`. */
export async function alertsCommand(args: string[]): Promise<void> {
  const json = args.includes('--json');
  const [verb, url, ...extra] = args.filter((arg) => arg !== '--json');
  if (verb === 'list' && url === undefined) {
    const receivers = await listAlertReceivers();
    if (json) console.log(JSON.stringify(receivers));
    else if (receivers.length === 0) console.log('No alert receivers: npm run release -- alerts add <url>');
    else for (const receiver of receivers) console.log(`${receiver.url}  added ${receiver.addedAt} by ${receiver.addedBy}`);
    return;
  }
  if ((verb === 'add' || verb === 'remove') && url && extra.length === 0) {
    const by = releaseActor(undefined);
    try {
      if (verb === 'add') await addAlertReceiver(url, by);
      else await removeAlertReceiver(url);
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    await journalAction({ app: 'console', action: verb === 'add' ? 'alert-add' : 'alert-remove', outcome: 'success', actor: { kind: 'cli', name: by }, message: url.slice(0, 200) });
    console.log(verb === 'add' ? `Alerts go to ${url} too.` : `Alerts no longer go to ${url}.`);
    return;
  }
  throw new UsageError(`alerts takes add <url>, list or remove <url>.\nUsage: ${ALERTS_USAGE}`);
}
