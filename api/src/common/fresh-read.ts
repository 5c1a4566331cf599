/**
 * One read shared by every caller that arrives while it waits to be sent — and never a read that was
 * already under way when a caller arrived. A caller gets either a read it starts itself, or the next
 * read, which is sent the moment the one under way has returned. So each answer reflects everything
 * committed before its caller asked (read-after-write holds, as with one read per caller), while
 * many concurrent callers cost about one read per round trip instead of one each.
 */
export class FreshRead<T> {
  /** The read under way (already sent). */
  private running?: Promise<T>;
  /** The next read, sent when `running` returns; callers arriving meanwhile share it. */
  private queued?: Promise<T>;

  constructor(private readonly read: () => Promise<T>) {}

  get(): Promise<T> {
    if (this.queued) return this.queued;
    if (!this.running) return this.start();
    const next = () => {
      this.queued = undefined;
      return this.start();
    };
    // Registered after start()'s own handler on `running`, so `running` is cleared first.
    this.queued = this.running.then(next, next);
    return this.queued;
  }

  private start(): Promise<T> {
    const read = this.read();
    this.running = read;
    const done = () => {
      if (this.running === read) this.running = undefined;
    };
    read.then(done, done);
    return read;
  }
}
