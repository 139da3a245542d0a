// A small counting semaphore with a bounded, timed queue: how many uploads are read and processed
// at once. A waiting request has not had its body read (the socket holds it), so waiting is cheap;
// past the queue or the wait, the caller is told to come back (429 with Retry-After).

/** Uploads read and processed at once: each holds up to one capped file and what is parsed from it. */
export const UPLOAD_SLOTS = 2;
/** Uploads that may wait for a slot; more are refused at once. */
export const UPLOAD_QUEUE = 32;
/** How long an upload waits for a slot before it is refused. */
export const UPLOAD_WAIT_MS = 30_000;
/** Retry-After of a refused upload, in seconds. */
export const UPLOAD_RETRY_SECONDS = 5;

export type Release = () => void;

export interface Waiting {
  /** A release function once a slot is held; undefined when the queue is full or the wait ran out. */
  slot: Promise<Release | undefined>;
  /** Gives up waiting (the client went away); a slot already handed over must be released instead. */
  cancel: () => void;
}

export class Slots {
  private busy = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly size: number,
    readonly queue: number,
    readonly waitMs: number,
  ) {}

  get inUse(): number {
    return this.busy;
  }

  get queued(): number {
    return this.waiting.length;
  }

  take(): Waiting {
    if (this.busy < this.size) {
      this.busy++;
      return { slot: Promise.resolve(this.releaser()), cancel: () => {} };
    }
    if (this.waiting.length >= this.queue) return { slot: Promise.resolve(undefined), cancel: () => {} };
    let settle: (r: Release | undefined) => void = () => {};
    const slot = new Promise<Release | undefined>((resolve) => (settle = resolve));
    const leave = () => {
      const at = this.waiting.indexOf(handOver);
      if (at >= 0) this.waiting.splice(at, 1);
      clearTimeout(timer);
      settle(undefined);
    };
    const handOver = () => {
      clearTimeout(timer);
      settle(this.releaser());
    };
    const timer = setTimeout(leave, this.waitMs);
    this.waiting.push(handOver);
    return { slot, cancel: leave };
  }

  /** Releases once: hands the slot to the next waiter, or frees it. */
  private releaser(): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.busy--;
    };
  }
}
