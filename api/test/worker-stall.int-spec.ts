import { Job, QueueEvents } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { AppQueue, AppWorker, MAX_STALLED_COUNT, tuneWorkers } from 'src/queues/app-worker';

/**
 * A worker that dies mid-job (process killed, host gone) leaves its job active with a lock nobody
 * renews; another worker's stalled check puts it back. Here each "death" is a worker that stops
 * without finishing (force close: no lock renewal, no completion), on the real Redis. A job that
 * loses its worker twice still runs to the end; only a third loss fails it.
 */
describe('a job whose worker died more than once', () => {
  const connection = { url: process.env.REDIS_URL, maxRetriesPerRequest: null };
  const prefix = `test_stall_${randomBytes(4).toString('hex')}`;
  const name = 'stall-check';
  let queue: AppQueue;
  let events: QueueEvents;
  const workers: AppWorker[] = [];

  beforeAll(async () => {
    tuneWorkers({ lockDurationMs: 600, stalledIntervalMs: 300, closeTimeoutMs: 3000 });
    queue = new AppQueue(name, { connection, prefix });
    events = new QueueEvents(name, { connection, prefix });
    await events.waitUntilReady();
  });
  afterAll(async () => {
    for (const worker of workers) await worker.close(true);
    await queue.obliterate({ force: true });
    await queue.close();
    await events.close();
  });

  /** A worker that takes the next job and then dies without finishing it. */
  async function dyingWorker(): Promise<void> {
    let started!: () => void;
    const taken = new Promise<void>((resolve) => (started = resolve));
    const worker = new AppWorker(
      name,
      () => {
        started();
        return new Promise(() => {}); // never finishes: the worker dies first
      },
      { connection, prefix },
    );
    workers.push(worker);
    await taken;
    await worker.close(true);
  }

  /**
   * Adds a job, lets `deaths` workers in turn take it and die, then starts a healthy worker and
   * waits until the job completes or fails; `runs` holds what the healthy worker ran.
   */
  async function afterDeadWorkers(mail: string, jobId: string, deaths: number) {
    const job = await queue.add('send', { mail }, { jobId });
    const settled = new Promise<'completed' | 'failed'>((resolve) => {
      events.on('completed', ({ jobId: id }) => id === jobId && resolve('completed'));
      events.on('failed', ({ jobId: id }) => id === jobId && resolve('failed'));
    });
    for (let i = 0; i < deaths; i++) await dyingWorker();
    const runs: string[] = [];
    const healthy = new AppWorker(
      name,
      async (taken: Job<{ mail: string }>) => {
        runs.push(taken.data.mail);
        return 'sent';
      },
      { connection, prefix },
    );
    workers.push(healthy);
    const outcome = await settled;
    await healthy.close();
    return { outcome, runs, job: await queue.getJob(job.id!) };
  }

  it('runs to the end after two dead workers, once', async () => {
    expect(MAX_STALLED_COUNT).toBe(2);
    const { outcome, runs, job } = await afterDeadWorkers('confirmation', 'mail.twice', 2);
    expect(outcome).toBe('completed');
    expect(runs).toEqual(['confirmation']);
    expect(job?.returnvalue).toBe('sent');
  }, 30_000);

  it('is marked failed, with the reason, after a third dead worker', async () => {
    const { outcome, runs, job } = await afterDeadWorkers('poison', 'mail.thrice', 3);
    expect(outcome).toBe('failed');
    expect(runs).toEqual([]);
    expect(job?.failedReason).toMatch(/stalled more than allowable limit/);
  }, 30_000);
});
