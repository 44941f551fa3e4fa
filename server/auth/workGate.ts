/**
 * A bound on costly work done at once (password derivations, 128 MiB each), with a bounded waiting
 * line per lane: work past its lane's bound is refused at once instead of waiting behind a flood.
 * The 'priority' lane (a device that signed in to the account before, a signed-in staff member) has
 * places of its own, in the line and among those running: the 'open' lane may run only part of the
 * work at once, and starts nothing while priority work waits or runs. So a flood of strangers can
 * neither take the priority lane's place nor make it wait for their work, and what of theirs is
 * already running is all its work shares the machine with.
 */
export type Lane = 'priority' | 'open';

export interface GateLimits {
  /** How much runs at once, in all. */
  running: number;
  /** How much of it the open lane may run at once; the rest is kept for the priority lane. */
  openRunning: number;
  /** How many may wait in each lane, on top of those running. */
  waiting: Record<Lane, number>;
}

export interface GateLoad {
  running: Record<Lane, number>;
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
  private readonly running: Record<Lane, number> = { priority: 0, open: 0 };
  /** Tickets given out and not yet running, per lane: what the lane's bound counts. */
  private readonly held: Record<Lane, number> = { priority: 0, open: 0 };
  /** Those of them that asked to run and wait for a place, first come first served within a lane. */
  private readonly queue: Record<Lane, (() => void)[]> = { priority: [], open: [] };

  constructor(limits: GateLimits) {
    this.limits = limits;
  }

  private canStart(lane: Lane): boolean {
    if (this.running.priority + this.running.open >= this.limits.running) return false;
    if (lane === 'priority') return true;
    const priorityBusy = this.running.priority > 0 || this.queue.priority.length > 0;
    return !priorityBusy && this.running.open < this.limits.openRunning;
  }

  /** Starts what in line has a place now, the priority line first; counted as running at once, so nothing slips in between. */
  private startWaiting(): void {
    for (const lane of ['priority', 'open'] as const) {
      while (this.queue[lane].length > 0 && this.canStart(lane)) {
        this.running[lane]++;
        this.queue[lane].shift()!();
      }
    }
  }

  /** A place in the lane's line, or undefined when the line is full (the caller refuses the work). */
  enter(lane: Lane): Ticket | undefined {
    if (this.held[lane] >= this.limits.waiting[lane]) return undefined;
    this.held[lane]++;
    let state: 'held' | 'used' = 'held';
    const leaveLine = () => {
      if (state !== 'held') return;
      state = 'used';
      this.held[lane]--;
    };
    return {
      run: async <T>(work: () => Promise<T>): Promise<T> => {
        if (state !== 'held') throw new Error('A ticket runs its work once.');
        if (this.canStart(lane)) this.running[lane]++;
        else await new Promise<void>((resolve) => this.queue[lane].push(resolve));
        leaveLine();
        try {
          return await work();
        } finally {
          this.running[lane]--;
          this.startWaiting();
        }
      },
      release: leaveLine,
    };
  }

  load(): GateLoad {
    return { running: { ...this.running }, waiting: { ...this.held } };
  }
}
