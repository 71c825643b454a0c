import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/** Only the console's configured origins; the token travels in a header, so no credentials. */
export const corsPlugin = fp(
  async (app) => {
    await app.register(cors, {
      origin: app.config.consoleOrigins,
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      // X-Console-Export: the CSV exporter's mark on an export's pages (decision 105).
      allowedHeaders: ['Authentication', 'Content-Type', 'X-Console-Export'],
      exposedHeaders: ['Retry-After'],
      credentials: false,
      maxAge: 600,
    });
  },
  { name: 'cors', dependencies: ['services'] },
);
