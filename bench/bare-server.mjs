// Started by src/bare-server.ts: one JSON route, no plugin; prints its address, then serves.
import Fastify from 'fastify';

const server = Fastify({ logger: false });
server.get('/bare', async () => ({ hello: 'world' }));
console.log(await server.listen({ port: 0, host: '127.0.0.1' }));
