import { serve, type HttpBindings, type ServerType } from '@hono/node-server';

/**
 * What answers a request: Hono's `app.fetch`. The second argument carries the request's Node
 * objects (`incoming`: the socket, whose peer is the client's address); a handler called without
 * it sees every client as one unknown address, and counts them all in one rate-limit bucket.
 */
export type Handler = (req: Request, env: HttpBindings) => Response | Promise<Response>;

export interface Listening {
  server: ServerType;
  /** The port it listens on (the one picked when asked for 0). */
  port: number;
  /** From now on the requests go to `handler`, with their Node bindings. */
  handleWith(handler: Handler): void;
}

const starting = () => new Response('Starting.', { status: 503, headers: { 'retry-after': '1' } });

/**
 * Listens before there is an app to answer: some of the app's settings depend on the address it
 * listens on (PORT=0 picks a free one). Until `handleWith` is called, every request answers 503.
 */
export function listen(port: number, hostname: string): Promise<Listening> {
  let handler: Handler | undefined;
  return new Promise<Listening>((resolve, reject) => {
    const server = serve(
      {
        // Only the HTTP/1 server is made here, so the bindings are the HTTP/1 ones.
        fetch: (req, env) => (handler ? handler(req, env as HttpBindings) : starting()),
        port,
        hostname,
      },
      (info) => resolve({ server, port: info.port, handleWith: (h) => void (handler = h) }),
    );
    server.once('error', reject);
  });
}
