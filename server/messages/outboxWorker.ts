import { runEvery } from '../periodic.ts';
import { deliverDue, type OutboxDeps, type OutboxHooks } from './outboxRound.ts';

/**
 * The outbox's worker in this process: a round every `everyMs` (a round still sending skips the
 * next tick). Stopping lets the message in hand finish, its answer recorded, and claims no more.
 */
export function startMessenger(deps: OutboxDeps, everyMs: number, hooks: OutboxHooks = {}): { stop: () => Promise<void> } {
  return runEvery(everyMs, 'messages', deps.log, (stopped) => deliverDue(deps, hooks, { stopped }));
}
