import type { HeapSample, Verdict } from './heap';

export interface SoakReport {
  measuredAt: string;
  machine: { cpus: number; cpuModel: string; node: string; loadAverage1m: number };
  durationMinutes: number;
  sampleEverySeconds: number;
  visits: number;
  visitsPerScreen: Record<string, number>;
  dialogs: Record<string, number>;
  pageErrorCount: number;
  pageErrors: string[];
  missedVisits: { minute: number; to: string; at: string; heading: string; message: string }[];
  samples: HeapSample[];
  verdict: Verdict;
}

export function soakMarkdown(report: SoakReport): string {
  const v = report.verdict;
  const rows = report.samples.map((s) => `| ${s.minute} | ${s.usedMb} | ${s.totalMb} | ${s.domNodes} | ${s.jsEventListeners} | ${s.documents} | ${s.visits} |`).join('\n');
  const screens = Object.entries(report.visitsPerScreen).map(([screen, count]) => `\`${screen}\` ${count}`).join(', ');
  const dialogs = Object.entries(report.dialogs).map(([what, count]) => `${what} ${count}`).join(', ') || 'none';
  return `# Browser soak

Measured ${report.measuredAt} on ${report.machine.cpus} cores (${report.machine.cpuModel}), Node ${report.machine.node}, by \`bench/soak/run.ts\`
(\`npm run bench:soak\`); load average ${report.machine.loadAverage1m} when it finished.

One signed-in session (superadmin, first company) in headless Chromium against \`npm start\`'s servers (production
build, demo data) visited every screen of the sidebar and Manage Account in turn for ${report.durationMinutes} min,
opening and closing the screen's dialog on every other visit. Every ${report.sampleEverySeconds} s: two forced garbage
collections (CDP \`HeapProfiler.collectGarbage\`), then \`Runtime.getHeapUsage\` and \`Memory.getDOMCounters\`.

- Visits: ${report.visits} (${screens}).
- Dialogs opened and closed: ${dialogs}.
- Page errors and console errors: ${report.pageErrorCount}.
- Visits that did not arrive at first (then retried by a history navigation): ${report.missedVisits.length}${report.missedVisits.map((m) => `\n  - at ${m.minute} min, to \`${m.to}\` from \`${m.at}\` ("${m.heading}"): ${m.message}`).join('')}

| minute | JS heap used (MB) | JS heap total (MB) | DOM nodes | JS event listeners | documents | visits |
|---|---|---|---|---|---|---|
${rows}

**Verdict: ${v.flat ? 'flat' : 'NOT flat'}.** Warm-up: the first ${v.warmupMinutes} min (every remote and chunk loads once).
Baseline (first sample after warm-up): ${v.baselineMb} MB; last samples: ${v.lastMb.join(', ')} MB; allowed growth
${v.allowedMb} MB (the larger of ${v.marginPercent}% of the baseline and ${v.marginFloorMb} MB). Slope after warm-up:
${v.slopeMbPerMinute} MB per minute.
`;
}
