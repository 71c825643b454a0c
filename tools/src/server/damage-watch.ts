import { isAppName } from '../paths';
import { damagedReleases, releaseDamage } from '../release/damaged-release';
import { readRegistryFile } from './registry-view';

/**
 * The console server's view of damaged releases (decision 143): every release browsers are sent to
 * is checked when the server starts, and a release is checked again when one of its files answers
 * 404 (at most once a minute each). The Releases screen shows what is wrong.
 */
export function damageWatch(releasesDir: string) {
  let damaged: Record<string, string> = {};
  const lastChecked = new Map<string, number>();

  return {
    async checkAll(): Promise<void> {
      damaged = await damagedReleases(await readRegistryFile(releasesDir), releasesDir);
    },
    /** A file under `/releases/<app>/<version>/` answered 404: check that release if browsers are sent to it. */
    async notFound(urlPath: string): Promise<void> {
      const [app, version] = urlPath.split('/').slice(1).map((segment) => {
        try {
          return decodeURIComponent(segment);
        } catch {
          return '';
        }
      });
      if (!app || !version || !isAppName(app)) return;
      const releases = (await readRegistryFile(releasesDir))?.apps[app];
      if (releases?.active !== version && releases?.canary?.version !== version) return;
      const key = `${app}@${version}`;
      if (Date.now() - (lastChecked.get(key) ?? 0) < 60_000) return;
      lastChecked.set(key, Date.now());
      const damage = await releaseDamage(app, version, releasesDir).catch((error: unknown) => (error as Error).message);
      if (damage) damaged = { ...damaged, [key]: damage };
      else {
        const { [key]: _fixed, ...rest } = damaged;
        damaged = rest;
      }
    },
    /** What is wrong with `app@version`, as last checked, or null. */
    of(app: string, version: string): string | null {
      return damaged[`${app}@${version}`] ?? null;
    },
  };
}

export type DamageWatch = ReturnType<typeof damageWatch>;
