import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { auditRoutes } from './audit/audit-routes';
import { releaseActionRoutes } from './audit/release-action-routes';
import { accountRoutes } from './auth/account-routes';
import { authRoutes } from './auth/auth-routes';
import { notificationRoutes } from './dashboard/notification-routes';
import { summaryRoutes } from './dashboard/summary/summary-routes';
import { transactionRoutes } from './dashboard/transaction-routes';
import { masterRoutes } from './master/master-routes';
import { searchRoutes } from './search/search-routes';
import { accessControlPlugin } from './plugins/access-control';
import { bodyParsersPlugin } from './plugins/body-parsers';
import { corsPlugin } from './plugins/cors';
import { clientErrorHandler, errorHandlerPlugin, frameworkErrors } from './plugins/error-handler';
import { securityHeadersPlugin } from './plugins/security-headers';
import { type ServicesOptions, servicesPlugin } from './plugins/services';

export type AppOptions = ServicesOptions;

/** Request bodies above this are refused with HTTP 413. */
export const BODY_LIMIT = 64 * 1024;

/**
 * The whole API as one plugin. Order matters: services (config, database, repositories) first,
 * then the security headers (so every reply has them), the error handler, body parsers, CORS,
 * access control, and the routes last.
 */
export const consoleApi = fp<AppOptions>(
  async (app, options) => {
    await app.register(servicesPlugin, options);
    await app.register(securityHeadersPlugin);
    await app.register(errorHandlerPlugin);
    await app.register(bodyParsersPlugin);
    await app.register(corsPlugin);
    await app.register(accessControlPlugin);
    await app.register(authRoutes);
    await app.register(accountRoutes, { scryptCost: options.scryptCost });
    await app.register(masterRoutes);
    await app.register(transactionRoutes);
    await app.register(notificationRoutes);
    await app.register(summaryRoutes);
    await app.register(auditRoutes);
    await app.register(releaseActionRoutes);
    await app.register(searchRoutes);
  },
  { name: 'console-api' },
);

/** A ready Fastify instance with the API; tests drive it with `inject`, `server.ts` listens. */
export async function buildApp(options: AppOptions & { logger?: FastifyServerOptions['logger'] }): Promise<FastifyInstance> {
  const { logger = false, ...appOptions } = options;
  // A request whose headers and body have not all arrived in time is answered 408 and closed (slow
  // bodies cannot hold connections open); Node checks open connections every interval.
  const requestTimeout = appOptions.config.requestTimeoutSeconds * 1000;
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT,
    requestTimeout,
    trustProxy: appOptions.config.trustProxy,
    // requireHostHeader: a Host-less HTTP/1.1 request reaches the security-headers hook, which
    // answers it 400 in the documented shape; Node's own answer is a bare 400 without headers.
    http: { requestTimeout, headersTimeout: requestTimeout, connectionsCheckingInterval: Math.min(1000, requestTimeout), requireHostHeader: false },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Fastify's own errors and unreadable requests answer in the documented shape too.
    frameworkErrors,
    clientErrorHandler,
  });
  await app.register(consoleApi, appOptions);
  await app.ready();
  return app;
}
