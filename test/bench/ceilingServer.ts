/**
 * The bench's ceiling (server.ts startCeilingServer): the least a Fastify route can do on this machine, answering a
 * small JSON object with no plugins, hooks, database or logging. What the app's routes are measured against.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
