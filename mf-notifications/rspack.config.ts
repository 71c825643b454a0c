import { createAppConfig } from '@console/tools/rspack';

export default (env: Record<string, unknown>, argv: { mode?: string }) =>
  createAppConfig(
    {
      app: 'mf-notifications',
      appDir: import.meta.dirname,
      devPort: 3103,
      exposes: { './screens': './src/exposes/screens.tsx' },
    },
    argv,
  );
