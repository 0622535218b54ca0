// The child processes of the HTTP benchmarks (app servers, the baseline server, the load balancer): started in
// their own process groups and always stopped when the script ends, fails, or is stopped with Ctrl-C.
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type Started = { name: string; child: ChildProcess; exited: Promise<void> };
const started: Started[] = [];
let hooked = false;

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal); // the whole group: a child's own children too
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

/** Stops every started process: SIGTERM, then SIGKILL for any still running after `graceMs`. */
export async function stopAll(graceMs = 5000): Promise<void> {
  const running = started.splice(0);
  for (const s of running) killGroup(s.child, 'SIGTERM');
  await Promise.race([Promise.all(running.map((s) => s.exited)), new Promise((r) => setTimeout(r, graceMs).unref())]);
  for (const s of running) killGroup(s.child, 'SIGKILL');
}

function hookExit() {
  if (hooked) return;
  hooked = true;
  // Last resort on any exit path (process.exit, an uncaught error): synchronous, so only a kill.
  process.on('exit', () => {
    for (const s of started) killGroup(s.child, 'SIGKILL');
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      console.error(`\n${signal}: stopping the processes this run started...`);
      void stopAll(3000).finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
    });
  }
  process.on('uncaughtException', (error) => {
    console.error(error);
    void stopAll(3000).finally(() => process.exit(2));
  });
  process.on('unhandledRejection', (error) => {
    console.error(error);
    void stopAll(3000).finally(() => process.exit(2));
  });
}

/**
 * Starts `command` in its own process group (so Ctrl-C reaches this script, which stops it), its output prefixed
 * with `[name]` (`quiet` drops its standard output). A process that exits on its own is reported.
 */
export function startProcess(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, opts: { quiet?: boolean } = {}): ChildProcess {
  hookExit();
  const child = spawn(command, args, { cwd: repoRoot, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => `  [${name}] ${l}\n`)
      .join('');
  if (!opts.quiet) child.stdout?.on('data', (c: Buffer) => process.stdout.write(prefix(c)));
  else child.stdout?.resume();
  child.stderr?.on('data', (c: Buffer) => process.stderr.write(prefix(c)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const entry = { name, child, exited };
  started.push(entry);
  void exited.then(() => {
    const i = started.indexOf(entry);
    if (i >= 0) {
      started.splice(i, 1);
      console.error(`  [${name}] exited (code ${child.exitCode ?? child.signalCode})`);
    }
  });
  return child;
}

/** Starts a TypeScript file of this repository with node and tsx. */
export function startTs(name: string, file: string, env: NodeJS.ProcessEnv, opts: { quiet?: boolean; nodeArgs?: string[] } = {}): ChildProcess {
  return startProcess(name, process.execPath, [...(opts.nodeArgs ?? []), '--import', 'tsx', file], env, opts);
}

/** A TCP port on 127.0.0.1 that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 200, or throws after `timeoutMs` or when `child` exits first. */
export async function waitForOk(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) throw new Error(`The process behind ${url} exited before it was ready.`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s.`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export type LoadResult = { rps: number; p50: number; p99: number; total: number; non2xx: number; errors: number };

/** One autocannon run: `connections` keep-alive connections for `seconds`, GET `url`. */
export async function load(url: string, opts: { connections: number; seconds: number; headers?: Record<string, string> }): Promise<LoadResult> {
  const result = await autocannon({ url, connections: opts.connections, duration: opts.seconds, headers: opts.headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Reads JSON from `url`, throwing with the body when the status is not `expect`. */
export async function json<T = unknown>(url: string, init: RequestInit = {}, expect = 200): Promise<T> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  const text = await res.text();
  if (res.status !== expect) throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}
