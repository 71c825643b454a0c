import { createAppConfig } from '@console/tools/rspack';

export default (env: Record<string, unknown>, argv: { mode?: string }) =>
  createAppConfig(
    {
      app: 'mf-transactions',
      appDir: import.meta.dirname,
      devPort: 3101,
      exposes: { './screens': './src/exposes/screens.tsx' },
    },
    argv,
  );
