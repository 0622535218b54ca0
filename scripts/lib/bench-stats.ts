// Pure helpers of the benchmark scripts (bench, bench:http, bench:cluster, seed:bulk): percentiles, tables,
// budgets, plan checks and the names of the bulk databases. No I/O here, so scripts/test covers them directly.

/** The value at percentile `p` (0-100) of ascending `sorted` values, nearest-rank; NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export type Summary = { n: number; p50: number; p95: number; p99: number; max: number; rps: number };

/** Latency percentiles (ms) of `times` and the throughput of `times.length` requests done in `elapsedMs`. */
export function summarize(times: readonly number[], elapsedMs: number): Summary {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : Number.NaN,
    rps: elapsedMs > 0 ? (sorted.length * 1000) / elapsedMs : Number.NaN,
  };
}

/** A number for a table cell: fixed decimals, '-' when missing. */
export function fmt(value: number | null | undefined, decimals = 1): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '-' : value.toFixed(decimals);
}

/**
 * A plain-text table: the first column left-aligned, the others right-aligned unless `leftAligned` names them,
 * each as wide as its widest cell, two spaces apart, with a rule under the header.
 */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[], leftAligned: readonly number[] = [0]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (leftAligned.includes(i) ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/**
 * A named latency budget: the p95 (ms) a call must stay under at each concurrency. A concurrency the budget does
 * not name is measured and shown, not judged.
 */
export type Budget = { name: string; p95Ms: Record<number, number> };

export type Verdict = 'PASS' | 'FAIL' | 'info';

/** PASS when the p95 is under the budget's limit for this concurrency, FAIL at or over it, info without one. */
export function judge(budget: Budget | null, concurrency: number, p95: number): { verdict: Verdict; limit: number | null } {
  const limit = budget?.p95Ms[concurrency];
  if (budget === null || limit === undefined) return { verdict: 'info', limit: null };
  return { verdict: Number.isFinite(p95) && p95 < limit ? 'PASS' : 'FAIL', limit };
}

/** Parses '1,20' into [1, 20]; every entry must be a whole number of at least 1. */
export function parseConcurrencies(text: string): number[] {
  const values = text.split(',').map((s) => Number(s.trim()));
  if (values.length === 0 || values.some((v) => !Number.isInteger(v) || v < 1)) {
    throw new Error(`Concurrency must be a comma-separated list of whole numbers of at least 1, e.g. 1,20 (got "${text}").`);
  }
  return [...new Set(values)];
}

// ---- Bulk database sizes and names ----

export const SIZE_PRESETS = { '10k': 10_000, '100k': 100_000, '1m': 1_000_000 } as const;
export type SizeName = keyof typeof SIZE_PRESETS;

/** The contributions of a size preset ('10k', '100k', '1m'), or null for anything else. */
export function presetCount(size: string): number | null {
  return Object.hasOwn(SIZE_PRESETS, size.toLowerCase()) ? SIZE_PRESETS[size.toLowerCase() as SizeName] : null;
}

/** A short label of a contribution count for database names: 1000000 → '1m', 20000 → '20k', 12345 → '12345'. */
export function countLabel(count: number): string {
  if (count % 1_000_000 === 0) return `${count / 1_000_000}m`;
  if (count % 1000 === 0) return `${count / 1000}k`;
  return String(count);
}

/**
 * The URL of the bulk database `suffix` beside the base database of `baseUrl`: base 'goodhive_bench' and suffix
 * '1m' give 'goodhive_bench_1m' on the same server, with the same credentials and parameters.
 */
export function databaseUrlFor(baseUrl: string, suffix: string): string {
  if (!/^[a-z0-9_]+$/i.test(suffix)) throw new Error(`A database suffix may hold only letters, digits and _ (got "${suffix}").`);
  const url = new URL(baseUrl);
  const base = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres';
  url.pathname = `/${base}_${suffix.toLowerCase()}`;
  return url.toString();
}

/** The database name in a postgres:// URL. */
export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
}

/**
 * How many of everything a bulk database of `count` paid contributions holds: one company per 100
 * contributions and one user per 10 (1,000,000 → 10,000 companies and 100,000 users). Of the users, every company
 * has its owner, 15% are company members (two for some companies, one for others), 0.1% are worthy-cause partners
 * with three projects each, and the rest (about three in four) are personal givers.
 */
export function bulkShape(count: number) {
  const companies = Math.max(20, Math.round(count / 100));
  const users = Math.max(200, Math.round(count / 10));
  const members = Math.max(companies, Math.round(users * 0.15));
  const partners = Math.max(6, Math.round(users * 0.001));
  const personal = users - companies - members - partners;
  if (personal < 1) throw new Error(`${count} contributions are too few for the bulk shape.`);
  return {
    contributions: count,
    companies,
    users,
    owners: companies,
    members,
    partners,
    personal,
    projects: partners * 3,
    /** Two paid contributions per checkout. */
    groups: Math.ceil(count / 2),
    /** Failed and pending checkouts besides, 2% of the paid contributions. */
    unpaid: Math.round(count * 0.02),
  };
}
export type BulkShape = ReturnType<typeof bulkShape>;

// ---- Query plans ----

/** Tables on which a plan of an impact read must never scan sequentially. */
export const NO_SEQ_SCAN_TABLES = ['contributions', 'contribution_groups', 'users', 'companies'] as const;

/** The tables of `tables` that an EXPLAIN text plan scans sequentially (Seq Scan or Parallel Seq Scan). */
export function seqScannedTables(plan: string, tables: readonly string[] = NO_SEQ_SCAN_TABLES): string[] {
  const found = new Set<string>();
  for (const match of plan.matchAll(/Seq Scan on (?:"?public"?\.)?"?([A-Za-z0-9_]+)"?/g)) {
    if (tables.includes(match[1])) found.add(match[1]);
  }
  return [...found];
}

// ---- Growth with size ----

/**
 * The exponent k in cost ∝ size^k between two sizes (log-log slope): under 1 the cost grows sub-linearly, 0 means
 * flat. NaN when either measurement is missing.
 */
export function growthExponent(smallSize: number, smallCost: number, largeSize: number, largeCost: number): number {
  if (!(smallCost > 0 && largeCost > 0 && largeSize > smallSize)) return Number.NaN;
  return Math.log(largeCost / smallCost) / Math.log(largeSize / smallSize);
}

// ---- HTTP budgets ----

export type HttpBudget = { minRatio: number; maxP99Ms: number };
export const HTTP_BUDGET: HttpBudget = { minRatio: 0.67, maxP99Ms: 50 };

/**
 * Judges one HTTP call: its throughput against its reference's (ratio, when it has a reference) and its p99.
 * Returns the ratio and the reasons it misses the budget (empty when it keeps it).
 */
export function judgeHttp(
  call: { rps: number; p99: number },
  reference: { rps: number } | null,
  budget: HttpBudget = HTTP_BUDGET,
): { ratio: number | null; problems: string[] } {
  const ratio = reference ? (reference.rps > 0 ? call.rps / reference.rps : Number.NaN) : null;
  const problems: string[] = [];
  if (ratio !== null && !(ratio >= budget.minRatio)) problems.push(`ratio ${fmt(ratio, 2)} < ${budget.minRatio}`);
  if (!(call.p99 < budget.maxP99Ms)) problems.push(`p99 ${fmt(call.p99)} ms >= ${budget.maxP99Ms} ms`);
  return { ratio, problems };
}

// ---- Config templates ----

/**
 * Fills the {{NAME}} placeholders of a config template (scripts/cluster/*.template). Every placeholder must have
 * a value and every value a placeholder, so a renamed one fails loudly instead of leaving a broken config.
 */
export function renderTemplate(template: string, values: Record<string, string | number>): string {
  const used = new Set<string>();
  const text = template.replace(/\{\{([A-Z0-9_]+)\}\}/g, (_, name: string) => {
    if (!Object.hasOwn(values, name)) throw new Error(`The template needs a value for {{${name}}}.`);
    used.add(name);
    return String(values[name]);
  });
  const unused = Object.keys(values).filter((k) => !used.has(k));
  if (unused.length) throw new Error(`The template has no {{${unused.join('}}, {{')}}}.`);
  return text;
}
