// The floor a restart is compared with: Fastify alone, one route, listening on a free loopback port.
import Fastify from 'fastify';

const app = Fastify();
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address();
console.log(`Backoffice listo en http://127.0.0.1:${port} (bare Fastify)`);
const close = async () => {
  await app.close();
  process.exit(0);
};
process.once('SIGTERM', close);
process.once('SIGINT', close);
