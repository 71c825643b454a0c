import { createAppConfig } from '@console/tools/rspack';
import { DASHBOARD_ROUTES } from './src/app/route-table';

export default (env: Record<string, unknown>, argv: { mode?: string }) =>
  createAppConfig(
    {
      app: 'shell',
      appDir: import.meta.dirname,
      devPort: 3100,
      // Recorded in build-info.json: a release's load check renders every remote screen routed here.
      routes: DASHBOARD_ROUTES,
    },
    argv,
  );
