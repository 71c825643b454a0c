/** The page `npm run dev -w mf-master` shows: this remote runs inside the console, not on its own. */
export function DevNotice() {
  const manifest = `${window.location.origin}/mf-manifest.json`;
  return (
    <main style={{ fontFamily: 'sans-serif', padding: 24, maxWidth: 720 }}>
      <h1>mf-master development server</h1>
      <p>
        This remote is served at <code>{manifest}</code>. To see it inside the console, open the console
        (with remote overrides allowed in its <code>config.json</code>) and run in the browser console:
      </p>
      <pre>{`localStorage.setItem('console.override.mf-master', '${manifest}'); location.reload();`}</pre>
      <p>
        Remove the override with <code>{`localStorage.removeItem('console.override.mf-master')`}</code>.
      </p>
    </main>
  );
}
