/** What the console server tells the API's audit trail about a release action it performed (decision 105). */
export interface ReleaseActionReport {
  app: string;
  action: 'rollback' | 'promote' | 'abort';
  outcome: 'success' | 'failed';
  message: string;
  version?: string;
  clientAddress: string;
}

/**
 * Reports one release action to the API (`POST /audit/release-actions`) with the user's own token,
 * so it lands in the same trail as every other action, recorded as theirs. The action has already
 * happened: a report that fails is logged and does not undo or fail it.
 */
export async function reportReleaseAction(
  apiUrl: string,
  token: string,
  report: ReleaseActionReport,
  fetchImpl: typeof fetch = fetch,
  log: (message: string) => void = () => undefined,
): Promise<void> {
  try {
    const response = await fetchImpl(`${apiUrl}/audit/release-actions`, {
      method: 'POST',
      headers: { Authentication: token, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(report),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) log(`The API did not record the ${report.action} of ${report.app} in the audit trail: HTTP ${response.status}.`);
  } catch (error) {
    log(`The API could not be told of the ${report.action} of ${report.app}: ${error instanceof Error ? error.message : String(error)}.`);
  }
}
