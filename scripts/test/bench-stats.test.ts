import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  bulkShape,
  countLabel,
  databaseName,
  databaseUrlFor,
  formatTable,
  growthExponent,
  judge,
  judgeHttp,
  parseConcurrencies,
  percentile,
  presetCount,
  renderTemplate,
  seqScannedTables,
  summarize,
} from '../lib/bench-stats.js';
import { isReadStatement } from '../lib/sql-capture.js';

describe('percentiles and summaries', () => {
  it('takes the nearest rank of sorted values', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([1, 2, 3], 0)).toBe(1);
    expect(percentile([], 50)).toBeNaN();
  });

  it('sorts the times itself and derives the throughput from the wall time', () => {
    const s = summarize([30, 10, 20, 40], 200);
    expect(s).toMatchObject({ n: 4, p50: 20, p95: 40, p99: 40, max: 40 });
    expect(s.rps).toBe(20);
  });
});

describe('tables', () => {
  it('pads every column to its widest cell, numbers to the right', () => {
    const table = formatTable(['call', 'p95 ms'], [
      ['a long call name', '1.5'],
      ['b', '120.0'],
    ]);
    expect(table.split('\n')).toEqual(['call              p95 ms', '----------------  ------', 'a long call name     1.5', 'b                  120.0']);
  });
});

describe('budgets', () => {
  const budget = { name: 'impact read', p95Ms: { 1: 100, 20: 500 } };
  it('passes under the limit of the concurrency, fails at or over it, and only informs without one', () => {
    expect(judge(budget, 1, 99.9)).toEqual({ verdict: 'PASS', limit: 100 });
    expect(judge(budget, 1, 100)).toEqual({ verdict: 'FAIL', limit: 100 });
    expect(judge(budget, 20, 450)).toEqual({ verdict: 'PASS', limit: 500 });
    expect(judge(budget, 5, 1)).toEqual({ verdict: 'info', limit: null });
    expect(judge(null, 1, 1)).toEqual({ verdict: 'info', limit: null });
    expect(judge(budget, 1, Number.NaN).verdict).toBe('FAIL');
  });

  it('judges HTTP calls on the ratio to their reference and on p99', () => {
    expect(judgeHttp({ rps: 700, p99: 20 }, { rps: 1000 })).toEqual({ ratio: 0.7, problems: [] });
    expect(judgeHttp({ rps: 670, p99: 49.9 }, { rps: 1000 }).problems).toEqual([]);
    expect(judgeHttp({ rps: 600, p99: 50 }, { rps: 1000 }).problems).toEqual(['ratio 0.60 < 0.67', 'p99 50.0 ms >= 50 ms']);
    expect(judgeHttp({ rps: 10, p99: 5 }, null)).toEqual({ ratio: null, problems: [] });
    expect(judgeHttp({ rps: 10, p99: 5 }, { rps: 0 }).problems).toHaveLength(1);
  });

  it('reads concurrency lists', () => {
    expect(parseConcurrencies('1,20')).toEqual([1, 20]);
    expect(parseConcurrencies(' 4 ')).toEqual([4]);
    expect(() => parseConcurrencies('1,0')).toThrow(/whole numbers/);
    expect(() => parseConcurrencies('x')).toThrow();
  });
});

describe('bulk databases', () => {
  it('names sizes and databases beside the base', () => {
    expect(presetCount('1m')).toBe(1_000_000);
    expect(presetCount('100K')).toBe(100_000);
    expect(presetCount('5k')).toBeNull();
    expect(presetCount('toString')).toBeNull();
    expect(countLabel(1_000_000)).toBe('1m');
    expect(countLabel(20_000)).toBe('20k');
    expect(countLabel(12_345)).toBe('12345');
    const url = databaseUrlFor('postgres://postgres:secret@127.0.0.1:5432/goodhive_bench?sslmode=disable', '1m');
    expect(url).toBe('postgres://postgres:secret@127.0.0.1:5432/goodhive_bench_1m?sslmode=disable');
    expect(databaseName(url)).toBe('goodhive_bench_1m');
    expect(() => databaseUrlFor('postgres://h/db', 'x; drop')).toThrow(/suffix/);
  });

  it('derives 10,000 companies and 100,000 users, mostly personal givers, from a million contributions', () => {
    const s = bulkShape(1_000_000);
    expect(s).toMatchObject({ companies: 10_000, users: 100_000, owners: 10_000, members: 15_000, partners: 100, projects: 300, groups: 500_000, unpaid: 20_000 });
    expect(s.owners + s.members + s.partners + s.personal).toBe(s.users);
    expect(s.personal / s.users).toBeGreaterThan(0.7);
    // every company has a member, so a member can give for any company
    expect(bulkShape(10_000).members).toBeGreaterThanOrEqual(bulkShape(10_000).companies);
    expect(bulkShape(1000).personal).toBeGreaterThan(0);
  });
});

describe('query plans', () => {
  it('finds sequential scans of the large tables only', () => {
    const plan = [
      'Nested Loop  (cost=0.29..9.51 rows=1 width=74)',
      '  ->  Seq Scan on oauth_tokens  (cost=0.00..1.19 rows=1 width=62)',
      '  ->  Parallel Seq Scan on contributions c  (cost=0.00..1.19 rows=1 width=62)',
      '  ->  Seq Scan on "users" u  (cost=0.00..1.19 rows=1 width=62)',
      '  ->  Index Scan using companies_pkey on companies  (cost=0.29..8.31 rows=1 width=16)',
      '  ->  Seq Scan on contribution_groups_archive  (cost=0.00..1.19 rows=1 width=62)',
    ].join('\n');
    expect(seqScannedTables(plan)).toEqual(['contributions', 'users']);
    expect(seqScannedTables('Index Only Scan using contributions_company_paid_idx on contributions')).toEqual([]);
  });

  it('explains only statements that read', () => {
    expect(isReadStatement('select 1')).toBe(true);
    expect(isReadStatement('  with x as (select 1) select * from x')).toBe(true);
    expect(isReadStatement('with x as (delete from t returning id) select * from x')).toBe(false);
    expect(isReadStatement('insert into t values (1)')).toBe(false);
    expect(isReadStatement('begin')).toBe(false);
  });
});

describe('growth and templates', () => {
  it('gives the exponent of cost against size', () => {
    expect(growthExponent(10_000, 10, 1_000_000, 1000)).toBeCloseTo(1);
    expect(growthExponent(10_000, 10, 1_000_000, 10)).toBe(0);
    expect(growthExponent(10_000, 10, 1_000_000, 100)).toBeCloseTo(0.5);
    expect(growthExponent(10_000, Number.NaN, 1_000_000, 100)).toBeNaN();
  });

  it('fills every placeholder and refuses missing or unused values', () => {
    expect(renderTemplate('bind 127.0.0.1:{{PORT}}\nserver a {{A}}', { PORT: 80, A: 'x' })).toBe('bind 127.0.0.1:80\nserver a x');
    expect(() => renderTemplate('{{PORT}} {{B}}', { PORT: 1 })).toThrow(/\{\{B\}\}/);
    expect(() => renderTemplate('{{PORT}}', { PORT: 1, EXTRA: 2 })).toThrow(/EXTRA/);
  });

  it('fills the load balancer templates of bench:cluster', () => {
    const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../cluster');
    const ports = { LISTEN_PORT: 8080, APP1_PORT: 3001, APP2_PORT: 3002 };
    const haproxy = renderTemplate(fs.readFileSync(path.join(dir, 'haproxy.cfg.template'), 'utf8'), ports);
    expect(haproxy).toContain('balance roundrobin');
    expect(haproxy).toContain('server app2 127.0.0.1:3002');
    const nginx = renderTemplate(fs.readFileSync(path.join(dir, 'nginx.conf.template'), 'utf8'), { ...ports, RUN_DIR: '/tmp/x' });
    expect(nginx).toContain('listen 127.0.0.1:8080;');
    expect(nginx).toContain('pid /tmp/x/nginx.pid;');
  });
});
