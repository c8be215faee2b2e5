import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { treeRss } from '../process-memory';

/** Docusaurus builds on this machine are serialised through this lock (other agents build too). */
export const BUILD_LOCK = '/tmp/docusaurus-build.lock';

export interface BuildResult {
  /** Wall time of the build itself, without waiting for the lock. */
  seconds: number;
  /** Peak resident memory of the build's process tree. */
  peakBytes: number;
}

export interface BuildOptions {
  /** Another config file (the stock comparison). */
  config?: string;
  /** Environment variables set for the build (PERF_RUNTIME). */
  env?: Record<string, string>;
}

/**
 * Builds both locales from a cold start (no `.docusaurus`, no bundler cache) into `outDir`, under
 * the shared build lock.
 */
export async function timedBuild(siteDir: string, outDir: string, { config, env }: BuildOptions = {}): Promise<BuildResult> {
  const args = ['docusaurus', 'build', '--out-dir', outDir, ...(config ? ['--config', config] : [])];
  // The lock is taken by a tiny shell that then execs the build, so timing starts when the lock is held.
  const script = `exec 9>${BUILD_LOCK}; flock 9; echo locked >&2; exec npx ${args.map((arg) => `'${arg}'`).join(' ')}`;
  const child = spawn('bash', ['-c', script], { cwd: siteDir, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let started = 0;
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    if (!started && text.includes('locked')) {
      for (const dir of [outDir, '.docusaurus', 'node_modules/.cache']) {
        try {
          rmSync(path.resolve(siteDir, dir), { recursive: true, force: true, maxRetries: 3 });
        } catch (error) {
          // node_modules may be shared with a build outside the lock that is writing its cache right now.
          console.warn(`could not empty ${dir} before the build: ${String(error)}`);
        }
      }
      started = performance.now();
    }
    log = (log + text).slice(-20_000);
  });
  let peakBytes = 0;
  const sampler = setInterval(() => {
    if (started) peakBytes = Math.max(peakBytes, treeRss(child.pid!));
  }, 250);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`docusaurus build ${config ?? ''} exited with ${code}:\n${log.slice(-4000)}`);
  return { seconds: (performance.now() - started) / 1000, peakBytes };
}
