/**
 * Polls `check` every 100 ms until it returns something truthy and returns that, or fails with
 * "timed out waiting until <what>". For effects that happen in another process (a worker, the
 * SMTP server): the test waits for the effect itself, never for a fixed time.
 */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined | null | false>,
  ms = 60_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
