import { createAppConfig } from '@console/tools/rspack';

export default (env: Record<string, unknown>, argv: { mode?: string }) =>
  createAppConfig(
    {
      appDir: import.meta.dirname,
      federationName: 'mf_notifications',
      kind: 'remote',
      devPort: 3103,
      exposes: { './screens': './src/exposes/screens.tsx' },
    },
    argv,
  );
