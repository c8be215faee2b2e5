import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface RunningServer {
  origin: string;
  stop: () => Promise<void>;
}

/** Starts scripts/serve.mjs (the server readers get with `npm start`) on `buildDir` and waits until it answers. */
export async function startServer(siteDir: string, buildDir: string, port: number): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, [path.join(siteDir, 'scripts/serve.mjs')], {
    cwd: siteDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', BUILD_DIR: buildDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(`${origin}/ja/`);
      if (response.ok) break;
    } catch (error) {
      if (attempt > 100) throw new Error(`server for ${buildDir} did not start`, { cause: error });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        child.once('close', () => resolve());
        child.kill();
      }),
  };
}
