// Records the SQL that the server sends to PostgreSQL while a request runs, at the pg driver: every pool client's
// query() is wrapped as the pool connects it, so the statements come from the running code (repositories,
// drizzle) and never from text copied into a script.
import type pg from 'pg';

/** A statement as sent: its text, its values and, for a named prepared statement, its name. */
export type CapturedQuery = { text: string; values: unknown[]; name?: string };

export type SqlCapture = {
  /** Records every statement sent until the returned stop() is called. */
  start(): () => CapturedQuery[];
};

/** Hooks `pool`; call before the pool's first query so every client it opens is wrapped. */
export function captureSql(pool: pg.Pool): SqlCapture {
  let recording: CapturedQuery[] | null = null;
  pool.on('connect', (client) => {
    const original = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      if (recording) {
        const [first, second] = args;
        if (typeof first === 'string') recording.push({ text: first, values: Array.isArray(second) ? second : [] });
        else if (first && typeof first === 'object' && 'text' in first) {
          const config = first as { text: string; values?: unknown[]; name?: string };
          const values = config.values ?? (Array.isArray(second) ? second : []);
          recording.push(config.name ? { text: config.text, values, name: config.name } : { text: config.text, values });
        }
      }
      return original(...args);
    };
  });
  return {
    start() {
      const list: CapturedQuery[] = [];
      recording = list;
      return () => {
        if (recording === list) recording = null;
        return list;
      };
    },
  };
}

/** Statements that only read (select, or with ... select), which EXPLAIN ANALYZE may run without side effects. */
export function isReadStatement(text: string): boolean {
  const head = text.trimStart().toLowerCase();
  if (!(head.startsWith('select') || head.startsWith('with') || head.startsWith('(select'))) return false;
  return !/\b(insert\s+into|update\s+\S+\s+set|delete\s+from)\b/i.test(text);
}
