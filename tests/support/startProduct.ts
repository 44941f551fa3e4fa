import { spawn, type ChildProcess } from 'node:child_process';

export interface Product {
  child: ChildProcess;
  /** http://127.0.0.1:<the port it listens on> */
  origin: string;
  port: number;
  /** Stops it (SIGTERM) and waits until it has gone. */
  stop(): Promise<void>;
}

/**
 * The product as `npm start` runs it (`node scripts/start.ts <args>`), in a child process with `env`,
 * on a port the system picks (PORT=0): two test runs on one machine never meet on a port, and no
 * other process's server can answer in its place. Resolves once it says where its API listens;
 * rejects with what it printed if it exits before.
 */
export function startProduct(args: string[], env: NodeJS.ProcessEnv): Promise<Product> {
  const child = spawn(process.execPath, ['scripts/start.ts', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, PORT: '0' },
  });
  let out = '';
  // Its errors are shown as they come, as with inherited output; both pipes are read to their end.
  child.stderr!.on('data', (chunk: Buffer) => {
    out += chunk;
    process.stderr.write(chunk);
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let port: string | undefined;
    child.stdout!.on('data', (chunk: Buffer) => {
      if (port) return;
      out += chunk;
      port = /ready at http:\/\/[^/\s]+:(\d+)\//.exec(out)?.[1];
      if (port) resolve({ child, origin: `http://127.0.0.1:${port}`, port: Number(port), stop });
    });
    child.once('exit', (code, signal) => reject(new Error(`scripts/start.ts ${args.join(' ')} stopped (${code ?? signal}):\n${out}`)));
  });
}
