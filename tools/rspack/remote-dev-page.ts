/**
 * The page a remote's development server shows at its root: a remote runs inside the console, so
 * the page says how to point the console at this server (docs/developing-a-remote.md).
 */
export function remoteDevPage(app: string, port: number): string {
  const manifest = `http://localhost:${port}/mf-manifest.json`;
  const key = `console.override.${app}`;
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>${app} development server</title></head>
  <body style="font-family: sans-serif; padding: 24px; max-width: 720px">
    <h1>${app} development server</h1>
    <p>This remote is served at <code>${manifest}</code>. To see it inside the console, open the console
      (with remote overrides allowed in its <code>config.json</code>) and run in the browser console:</p>
    <pre>localStorage.setItem('${key}', '${manifest}'); location.reload();</pre>
    <p>Remove the override with <code>localStorage.removeItem('${key}')</code>.</p>
  </body>
</html>
`;
}
