/** Shown when the console cannot even read its runtime configuration. Plain markup on purpose. */
export function StartupFailure({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <main role="alert" style={{ fontFamily: 'sans-serif', padding: 32, maxWidth: 640 }}>
      <h1>The console could not start</h1>
      <p>Its runtime configuration could not be read: {message}</p>
      <p>Reload the page in a moment; if it keeps failing, tell the team that runs this console.</p>
    </main>
  );
}
