import { createAppConfig } from '@console/tools/rspack';
import { PANELS } from './src/declaration/panels';

export default (env: Record<string, unknown>, argv: { mode?: string }) =>
  createAppConfig(
    {
      app: 'mf-transactions',
      appDir: import.meta.dirname,
      devPort: 3101,
      exposes: { './panels': './src/exposes/panels.tsx', './screens': './src/exposes/screens.tsx' },
      panels: PANELS,
    },
    argv,
  );
