// The floor under the API's list call: the same HTTP server (fastify) and pg pool answering the same
// prepared statement in the same envelope, with no framework, guard, session or filter compiler.
// The difference between this and the API is what our stack costs; the difference between this and
// raw pg is the HTTP hop itself (a request parsed and an answer written per call).
//   BENCH_BARE_PORT, DATABASE_URL, BENCH_BARE_SQL, BENCH_BARE_PARAMS (JSON) in the environment.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const text = process.env.BENCH_BARE_SQL;
const values = JSON.parse(process.env.BENCH_BARE_PARAMS ?? '[]');
const app = Fastify();
app.post('/users/list', async () => {
  const { rows } = await pool.query({ name: 'bare_list', text, values });
  return { succeeded: true, message: '', status: 200, result: { data: rows } };
});
await app.listen({ port: Number(process.env.BENCH_BARE_PORT), host: '127.0.0.1' });
console.log('ready');
