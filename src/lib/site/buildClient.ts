import { createClient } from '../api/client.ts';
import { API_PREFIX, routes, type RouteName } from '../api/routes.ts';
import type { RequestOf, ResponseOf } from '../api/calls.ts';
import type { ContactUs, Popup } from '../api/content.ts';
import type { Location } from '../api/locations.ts';
import { validateResponse } from '../api/validate.ts';

/**
 * The API as the build sees it. Pages are pre-rendered from it, so every call here either returns
 * data that matches the contract or fails the build with a message naming the API origin: a page is
 * never rendered empty because a call failed. Each call is made once per build and shared by every
 * page (the promise is cached), however many pages use it.
 */

/** Origin of the API the build reads, e.g. http://127.0.0.1:4321. */
export const BUILD_API_ORIGIN = (process.env.BUILD_API_ORIGIN ?? 'http://localhost:4321').replace(/\/$/, '');

/** A build-time call that takes longer than this fails the build instead of hanging it. */
const TIMEOUT_MS = 30_000;

export const buildClient = createClient({
  origin: BUILD_API_ORIGIN,
  validate: validateResponse,
  // One retry: the build's calls only read, and a keep-alive socket the server closed while the build
  // was busy re-encoding images fails the next call with 'other side closed' though nothing is wrong.
  fetchOptions: { timeout: TIMEOUT_MS, retry: 1, retryDelay: 200 },
});

const cache = new Map<string, Promise<unknown>>();

interface Issue {
  path: PropertyKey[];
  message: string;
}

/** Why a call failed: the nested causes (e.g. ECONNREFUSED), the API's own message, zod's issues. */
function describe(error: unknown): string {
  const issues = (error as { issues?: Issue[] } | null)?.issues;
  if (Array.isArray(issues)) {
    const lines = issues.slice(0, 10).map((issue) => `  - ${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);
    return `the response does not match the contract:\n${lines.join('\n')}`;
  }
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if (current instanceof Error) {
      const code = (current as { code?: unknown }).code;
      const apiMessage = (current as { data?: { message?: unknown } }).data?.message;
      let text = typeof code === 'string' && !current.message.includes(code) ? `${current.message} (${code})` : current.message;
      if (typeof apiMessage === 'string' && apiMessage !== '') text += ` (API says: ${apiMessage})`;
      parts.push(text);
      current = current.cause;
    } else {
      parts.push(String(current));
      break;
    }
  }
  return parts.join(' <- ');
}

/**
 * Calls the API once per build for each distinct `name` and body, shared by every page that asks,
 * and checks the contract's envelope: a network error, a non-2xx status, a response that breaks the
 * schema or `success: false` all throw an error that names the call and the origin.
 */
export function buildCall<N extends RouteName>(name: N, body?: RequestOf<N>): Promise<ResponseOf<N>> {
  const key = `${name} ${JSON.stringify(body ?? {})}`;
  let pending = cache.get(key) as Promise<ResponseOf<N>> | undefined;
  if (!pending) {
    const route = routes[name];
    const where = `${route.method} ${BUILD_API_ORIGIN}${API_PREFIX}${route.path}${body === undefined ? '' : ` ${JSON.stringify(body)}`}`;
    const call = buildClient[name] as (body?: RequestOf<N>) => Promise<ResponseOf<N>>;
    pending = call(body).then(
      (data) => {
        const envelope = data as { success?: unknown; message?: unknown };
        if (envelope.success !== true) {
          throw new Error(`Build-time API call ${where} answered success: false (${String(envelope.message)}).`);
        }
        return data;
      },
      (error: unknown) => {
        throw new Error(
          `Build-time API call ${where} failed: ${describe(error)}\n` +
            `The site is pre-rendered from the API at ${BUILD_API_ORIGIN}: start it (npm run serve) ` +
            'or point BUILD_API_ORIGIN at a server of the same contract, then build again.',
          { cause: error },
        );
      },
    );
    cache.set(key, pending);
  }
  return pending;
}

export interface SiteContact {
  /** The business's contact data (footer, call and WhatsApp buttons). */
  contactus: ContactUs;
  /** The first popup of the list (the only one the site uses), or null when the list is empty. */
  popup: Popup | null;
}

/** Contact data and the first popup, from `web/getcontactus`. */
export async function getContactUs(): Promise<SiteContact> {
  const data = await buildCall('contactUs');
  return { contactus: data.contactus, popup: data.popup[0] ?? null };
}

/** The branches, from GET `admin/address/getall`, in the API's order. */
export async function getBranches(): Promise<Location[]> {
  const data = await buildCall('addresses');
  return data.data;
}
