import { createAppConfig } from '@console/tools/rspack';

export default (env: Record<string, unknown>, argv: { mode?: string }) =>
  createAppConfig(
    {
      appDir: import.meta.dirname,
      federationName: 'shell',
      kind: 'host',
      devPort: 3100,
    },
    argv,
  );
