import { api, hasPermission, notify, useSession } from '@console/shared';
import { useEffect } from 'react';
import { consoleServerUrl } from './api/console-server-url';

/** How often an open console asks for new release alerts (a release manager's toast). */
export const ALERTS_CHECK_MS = 15_000;

interface AlertsReply {
  alerts: { id: string; kind: string; app: string; message: string }[];
}

const TITLES: Record<string, string> = {
  'canary-aborted': 'Canary aborted',
  'step-failed': 'Canary cannot widen',
  'stable-failing': 'Release failing more',
};

/**
 * Holders of `console_release.read` with the console open are told of what the canary watch
 * alerts (decision 143): an automatic abort, a step that fails, a stable release failing more. The
 * first read only learns where the alerts stand; what comes after is toasted, once each, until the
 * toast is closed.
 */
export function ReleaseAlertToasts({ intervalMs = ALERTS_CHECK_MS }: { intervalMs?: number }) {
  const { session } = useSession();
  const allowed = hasPermission(session?.access, 'console_release.read');
  useEffect(() => {
    if (!allowed) return undefined;
    let last: string | null = null;
    let first = true;
    let stopped = false;
    const check = async () => {
      try {
        const { alerts } = await api.get<AlertsReply>(consoleServerUrl('/api/releases/alerts'), last ? { after: last } : undefined);
        if (stopped) return;
        if (!first) for (const alert of alerts) notify.error(alert.message, { title: TITLES[alert.kind] ?? 'Release alert', autoClose: 60_000 });
        first = false;
        last = alerts.at(-1)?.id ?? last;
      } catch {
        // The console server is restarting, or the session ended: asked again next time.
      }
    };
    void check();
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') void check();
    }, intervalMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [allowed, intervalMs]);
  return null;
}
