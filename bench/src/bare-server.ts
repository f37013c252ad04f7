import Fastify, { type FastifyInstance } from 'fastify';

/**
 * The physical limit of the machine (issue 16): Fastify with one JSON route and no plugin,
 * measured alternately with the app so that both see the same load from other processes.
 */
export async function startBareServer(): Promise<{ address: string; server: FastifyInstance }> {
  const server = Fastify({ logger: false });
  server.get('/bare', async () => ({ hello: 'world' }));
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  return { address, server };
}
