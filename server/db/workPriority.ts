import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whose work a database call is. The embedded database runs one unit of work at a time in this
 * process, so a staff search queued before a customer's slot read would make the customer wait:
 * there, a customer's work (every call that is not the desk's) starts before any desk work that
 * waits (server/db/pglite.ts). A real PostgreSQL runs them side by side and needs no order.
 */
export type WorkPriority = 'customer' | 'desk';

const priority = new AsyncLocalStorage<WorkPriority>();

/** Runs `fn` with its database work queued as `p`'s (the desk's middleware: server/desk/deskApp.ts). */
export const withWorkPriority = <T>(p: WorkPriority, fn: () => T): T => priority.run(p, fn);

/** The priority of the work being started now: the customer's unless a caller said otherwise. */
export const currentWorkPriority = (): WorkPriority => priority.getStore() ?? 'customer';

/**
 * Starts units of work one at a time, in order of priority and then of arrival: a waiting
 * customer's unit before any waiting desk unit. A unit (a query, or a whole transaction) is never
 * interleaved with another; priority decides only which waiting unit starts next.
 */
export function priorityQueue(): <T>(work: () => Promise<T>) => Promise<T> {
  const waiting: Record<WorkPriority, (() => void)[]> = { customer: [], desk: [] };
  let running = false;
  const startNext = () => {
    const next = waiting.customer.shift() ?? waiting.desk.shift();
    running = next !== undefined;
    next?.();
  };
  return <T>(work: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      const start = () => {
        // A unit that throws before its promise still frees the queue.
        Promise.resolve().then(work).then(resolve, reject).finally(startNext);
      };
      if (running) waiting[currentWorkPriority()].push(start);
      else {
        running = true;
        start();
      }
    });
}
