import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:net';

/**
 * Loopback ports that nothing listens on, picked by the system (a listen on port 0), for servers
 * started a moment later: two test runs on one machine (two clones, say) then never meet on a
 * port, as they did on fixed ones.
 */
export async function freePorts(count: number): Promise<number[]> {
  // All held open until every one is picked, so that the system cannot hand out one twice.
  const servers: Server[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const server = createServer();
      servers.push(server);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', resolve);
      });
    }
    return servers.map((s) => (s.address() as { port: number }).port);
  } finally {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  }
}

export const freePort = async (): Promise<number> => (await freePorts(1))[0]!;

/**
 * freePorts for a module that cannot wait (a config file read without await): the same pick, made
 * by a short child process of this Node.
 */
export function freePortsSync(count: number): number[] {
  const script = `import { freePorts } from ${JSON.stringify(import.meta.url)}; console.log((await freePorts(${count})).join(' '));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  return out.trim().split(' ').map(Number);
}
