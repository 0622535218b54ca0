// The reference of `npm run bench:http`: a bare Fastify + pg server doing the same database work as the app's
// signed-in reads, with nothing else: no validation, serialisation schemas, hooks or logging. PORT and
// DATABASE_URL as the app; started and stopped by scripts/bench-http.ts.
//   GET /api/user/current   the least work a signed-in read can do on Goodhive's tables: hash the bearer token
//                           (SHA-256 hex, as oauth_tokens stores it), one indexed token + user join, one user row.
//   GET /replay/:name       the same statements the app sent for one call (recorded at the pg driver while the
//                           app answered it, and handed over with POST /replay/:name), run one after another with
//                           the same texts, values and prepared-statement names; the hash of the request's bearer
//                           token replaces the recorded one, so the token lookup is done for real on each request.
import crypto from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const port = Number(process.env.PORT ?? 3100);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false, bodyLimit: 10 * 1024 * 1024 });

type Statement = { text: string; values: unknown[]; name?: string };
type Replay = { tokenHash: string; statements: Statement[] };
const replays = new Map<string, Replay>();

const tokenHashOf = (header: string | undefined) => {
  const token = header?.startsWith('Bearer ') ? header.slice(7) : '';
  return crypto.createHash('sha256').update(token).digest('hex');
};

app.get('/health', async () => ({ status: 'success' }));

app.get('/api/user/current', async (request, reply) => {
  const hash = tokenHashOf(request.headers.authorization);
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

app.post<{ Params: { name: string }; Body: Replay }>('/replay/:name', async (request) => {
  replays.set(request.params.name, request.body);
  return { status: 'success' };
});

app.get<{ Params: { name: string } }>('/replay/:name', async (request, reply) => {
  const replay = replays.get(request.params.name);
  if (!replay) return reply.code(404).send({ status: 'error', message: 'No such replay.' });
  const hash = tokenHashOf(request.headers.authorization);
  const data: unknown[] = [];
  for (const s of replay.statements) {
    const values = s.values.map((v) => (v === replay.tokenHash ? hash : v));
    const { rows } = await pool.query(s.name ? { name: s.name, text: s.text, values } : { text: s.text, values });
    data.push(rows);
  }
  return { status: 'success', data };
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
