/**
 * A bound on costly work done at once (password derivations, 128 MiB each), with a bounded waiting
 * line per lane: work past its lane's bound is refused at once instead of waiting behind a flood.
 * The 'priority' lane (a device that signed in to the account before, a signed-in staff member) is
 * served before the 'open' one, and has its own places, so a flood of strangers can neither take
 * its place in the line nor make it wait for more than the work already running.
 */
export type Lane = 'priority' | 'open';

export interface GateLimits {
  /** How much runs at once. */
  running: number;
  /** How many may wait in each lane, on top of those running. */
  waiting: Record<Lane, number>;
}

export interface GateLoad {
  running: number;
  waiting: Record<Lane, number>;
}

/** A place in the line: run the work with it once, or release it unused. */
export interface Ticket {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Gives the place back without running (the attempt was refused before its work). Harmless after run. */
  release(): void;
}

export class WorkGate {
  private readonly limits: GateLimits;
  private running = 0;
  /** Tickets given out and not yet running, per lane: what the lane's bound counts. */
  private readonly held: Record<Lane, number> = { priority: 0, open: 0 };
  /** Those of them that asked to run and wait for a place, first come first served within a lane. */
  private readonly queue: Record<Lane, (() => void)[]> = { priority: [], open: [] };

  constructor(limits: GateLimits) {
    this.limits = limits;
  }

  /** A place in the lane's line, or undefined when the line is full (the caller refuses the work). */
  enter(lane: Lane): Ticket | undefined {
    if (this.held[lane] >= this.limits.waiting[lane]) return undefined;
    this.held[lane]++;
    let state: 'held' | 'used' = 'held';
    const leaveLine = () => {
      if (state !== 'held') return false;
      state = 'used';
      this.held[lane]--;
      return true;
    };
    return {
      run: async <T>(work: () => Promise<T>): Promise<T> => {
        if (state !== 'held') throw new Error('A ticket runs its work once.');
        if (this.running < this.limits.running) this.running++;
        // A finishing run hands its place straight to the next in line, so nothing slips in between.
        else await new Promise<void>((resolve) => this.queue[lane].push(resolve));
        leaveLine();
        try {
          return await work();
        } finally {
          const next = this.queue.priority.shift() ?? this.queue.open.shift();
          if (next) next();
          else this.running--;
        }
      },
      release: () => void leaveLine(),
    };
  }

  load(): GateLoad {
    return { running: this.running, waiting: { ...this.held } };
  }
}
