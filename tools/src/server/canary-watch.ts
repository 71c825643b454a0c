import { randomUUID } from 'node:crypto';
import { type AppName, isAppName } from '../paths';
import { abort, promote, widenCanary } from '../release/canary';
import { comparison, type CanaryRule, DEFAULT_CANARY_RULE, failureRate, judgeCanary } from '../release/canary-rule';
import type { AlertSender, ReleaseAlert } from './alert-sender';
import type { ReleaseHealthStore } from './release-health-store';
import { readRegistryFile } from './registry-view';

export interface CanaryWatchOptions {
  releasesDir: string;
  health: ReleaseHealthStore;
  alerts: AlertSender;
  rule?: CanaryRule;
  /** How often every canary is judged (default 5 s); a counted failure is judged at once too. */
  intervalMs?: number;
  now?: () => Date;
  /** Called after each change the watch made (the audit forwarder, tests). */
  onChange?: (app: string, action: 'abort' | 'ramp' | 'promote', reason: string) => void;
}

const ACTOR = 'console server (canary rule)';
/** A stable release alerts when its last 10 minutes fail more than its hour before, plus the margin (at least 5 failing pages). */
const RECENT_MS = 10 * 60_000;
const BEFORE_MS = 60 * 60_000;

/**
 * The console server's own release manager (decision 143): every few seconds, and at once after a
 * counted failure of a canary, it judges each running canary against the stable release over the
 * same time (`judgeCanary`): it aborts one that fails too often, widens a stepped one whose step has
 * held, promotes one after its last step, each as an action of its own in the history (`via:
 * automatic`, why, with the figures). An abort, a step that cannot widen because it fails, and a
 * stable release whose failures jump are alerts.
 */
export function canaryWatch({ releasesDir, health, alerts, rule = DEFAULT_CANARY_RULE, intervalMs = 5000, now = () => new Date(), onChange }: CanaryWatchOptions) {
  const busy = new Set<string>();
  /** Alerts already sent, so one cause alerts once: `<kind> <app> <version> <step>`. */
  const alerted = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const alert = async (key: string, alertOf: () => Omit<ReleaseAlert, 'id' | 'at' | 'link'>) => {
    if (alerted.has(key)) return;
    alerted.add(key);
    await alerts.send({ id: randomUUID(), at: now().toISOString(), link: '/dashboard/releases', ...alertOf() });
  };

  async function judge(app: AppName): Promise<void> {
    if (busy.has(app)) return;
    busy.add(app);
    try {
      const releases = (await readRegistryFile(releasesDir))?.apps[app];
      const canary = releases?.canary;
      const stableVersion = releases?.active ?? null;
      const at = now();
      if (stableVersion) await watchStable(app, stableVersion, at);
      if (!canary || !stableVersion) return;
      const since = new Date(canary.startedAt);
      const figures = {
        canary: await health.figures(app, canary.version, { since, now: at }),
        stable: await health.figures(app, stableVersion, { since, now: at }),
        ...(canary.ramp ? { step: await health.figures(app, canary.version, { since: new Date(canary.ramp.stepStartedAt), now: at }) } : {}),
      };
      const judgement = judgeCanary(figures, canary.ramp, at, rule);
      const counts = { canary: { loads: figures.canary.loads, failures: figures.canary.failures }, stable: { loads: figures.stable.loads, failures: figures.stable.failures } };
      if (judgement.action === 'abort') {
        await abort(app, { version: canary.version, by: ACTOR, via: 'automatic', reason: judgement.reason, now: at });
        onChange?.(app, 'abort', judgement.reason);
        await alert(`abort ${app} ${canary.version}`, () => ({
          kind: 'canary-aborted',
          app,
          version: canary.version,
          stable: stableVersion,
          rule: comparison(figures.canary, figures.stable, rule),
          figures: counts,
          message: `The canary ${canary.version} of ${app} was aborted automatically: ${judgement.reason}`,
        }));
      } else if (judgement.action === 'step' && canary.ramp) {
        await widenCanary(app, { version: canary.version, step: canary.ramp.step, reason: judgement.reason, by: ACTOR, now: at });
        onChange?.(app, 'ramp', judgement.reason);
      } else if (judgement.action === 'promote') {
        await promote(app, { version: canary.version, by: ACTOR, via: 'automatic', reason: judgement.reason, now: at });
        onChange?.(app, 'promote', judgement.reason);
      } else if (canary.ramp && judgement.reason.includes('fails more than the stable release')) {
        await alert(`step ${app} ${canary.version} ${canary.ramp.step}`, () => ({
          kind: 'step-failed',
          app,
          version: canary.version,
          stable: stableVersion,
          rule: judgement.reason,
          figures: counts,
          message: `The canary ${canary.version} of ${app} cannot widen: ${judgement.reason}`,
        }));
      }
    } catch {
      // Changed meanwhile (promoted, aborted, replaced by someone else): judged again next time.
    } finally {
      busy.delete(app);
    }
  }

  async function watchStable(app: string, version: string, at: Date): Promise<void> {
    const recent = await health.figures(app, version, { since: new Date(at.getTime() - RECENT_MS), now: at });
    if (recent.failures < rule.minFailures) return;
    const whole = await health.figures(app, version, { since: new Date(at.getTime() - RECENT_MS - BEFORE_MS), now: at });
    const before = { loads: whole.loads - recent.loads, failures: whole.failures - recent.failures };
    if (failureRate(recent) <= failureRate(before) + rule.margin) return;
    await alert(`stable ${app} ${version} ${Math.floor(at.getTime() / BEFORE_MS)}`, () => ({
      kind: 'stable-failing',
      app,
      version,
      stable: version,
      rule: `the last 10 minutes against the hour before: ${comparison(recent, before, rule).replace('the stable release', 'before')}`,
      figures: { stable: { loads: recent.loads, failures: recent.failures } },
      message: `The stable release ${version} of ${app} fails more than it did: ${recent.failures} of ${recent.loads} pages in the last 10 minutes.`,
    }));
  }

  async function judgeAll(): Promise<void> {
    const registry = await readRegistryFile(releasesDir);
    await Promise.all(Object.keys(registry?.apps ?? {}).filter(isAppName).map((app) => judge(app)));
  }

  return {
    /** Judges one app's canary now (after a counted failure). */
    judge: (app: string) => (isAppName(app) ? judge(app) : Promise.resolve()),
    judgeAll,
    start() {
      const tick = () => {
        if (stopped) return;
        timer = setTimeout(() => void judgeAll().finally(tick), intervalMs);
        timer.unref();
      };
      tick();
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

export type CanaryWatch = ReturnType<typeof canaryWatch>;
