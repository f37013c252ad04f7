// Started by src/bare-server.ts: one JSON route, no plugin; prints its address, then serves.
// With DATABASE_URL, two more routes give the ceiling of a route that reads PostgreSQL: one
// and three prepared primary-key reads, on a pool of the app's size (pg's default, 10).
import Fastify from 'fastify';
import pg from 'pg';

const server = Fastify({ logger: false });
server.get('/bare', async () => ({ hello: 'world' }));

if (process.env.DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
  const read = async (id) => {
    const result = await pool.query({
      name: 'bare_place',
      text: 'select id, name from places where id = $1',
      values: [id],
    });
    return result.rows[0];
  };
  server.get('/bare/one-query', async (request) => read(request.query.id));
  server.get('/bare/three-queries', async (request) => {
    await read(request.query.id);
    await read(request.query.id);
    return read(request.query.id);
  });
}

console.log(await server.listen({ port: 0, host: '127.0.0.1' }));
