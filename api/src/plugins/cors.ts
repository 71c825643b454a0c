import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/** Only the console's configured origins; the token travels in a header, so no credentials. */
export const corsPlugin = fp(
  async (app) => {
    await app.register(cors, {
      origin: app.config.consoleOrigins,
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['Authentication', 'Content-Type'],
      exposedHeaders: ['Retry-After'],
      credentials: false,
      maxAge: 600,
    });
  },
  { name: 'cors', dependencies: ['services'] },
);
