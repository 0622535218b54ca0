// The reference of `npm run bench:http`: a bare Fastify + pg server doing the least work a signed-in read can do
// on Goodhive's tables, as the app does it: hash the bearer token (SHA-256 hex, as oauth_tokens stores it), one
// indexed token + user join, one user row, a small JSON answer. No validation, serialisation schemas, hooks or
// logging. PORT and DATABASE_URL as the app; started and stopped by scripts/bench-http.ts.
import crypto from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const port = Number(process.env.PORT ?? 3100);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get('/health', async () => ({ status: 'success' }));

app.get('/api/user/current', async (request, reply) => {
  const header = request.headers.authorization ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : '';
  const hash = crypto.createHash('sha256').update(token).digest('hex');
  const session = await pool.query<{ user_id: number }>(
    `select t.user_id from oauth_tokens t join users u on u.id = t.user_id
     where t.access_token_hash = $1 and t.revoked_at is null and t.access_expires_at > now() and u.status = 0 and u.is_active
     limit 1`,
    [hash],
  );
  if (!session.rows[0]) return reply.code(401).send({ status: 'error', message: 'Unauthenticated.' });
  const { rows } = await pool.query('select id, first_name, last_name, email, user_type, account from users where id = $1', [session.rows[0].user_id]);
  return { status: 'success', data: rows[0] };
});

const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

await app.listen({ port, host: '127.0.0.1' });
console.log(`baseline listening on 127.0.0.1:${port}`);
