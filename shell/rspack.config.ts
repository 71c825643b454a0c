import { createAppConfig } from '@console/tools/rspack';
import { SHELL_PATHS } from './src/app/route-table';

export default (env: Record<string, unknown>, argv: { mode?: string }) =>
  createAppConfig(
    {
      app: 'shell',
      appDir: import.meta.dirname,
      devPort: 3100,
      // Recorded in build-info.json: publish refuses a remote that declares one of these paths.
      shellScreens: SHELL_PATHS,
    },
    argv,
  );
