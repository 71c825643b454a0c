import { createAppConfig } from '@console/tools/rspack';
import { declaration } from './src/declaration';

export default (env: Record<string, unknown>, argv: { mode?: string }) =>
  createAppConfig(
    {
      app: 'mf-notifications',
      appDir: import.meta.dirname,
      devPort: 3103,
      // The screens it declares travel with its release: the shell routes them without a build of its own.
      declaration,
      exposes: { './panels': './src/exposes/panels.tsx', './screens': './src/exposes/screens.tsx' },
    },
    argv,
  );
