import { FreshRead } from './fresh-read';

/** A read whose answers the test hands out one at a time, recording when each was sent. */
function controlledRead() {
  const sent: Array<{ resolve: (v: number) => void; reject: (e: Error) => void }> = [];
  const read = () =>
    new Promise<number>((resolve, reject) => {
      sent.push({ resolve, reject });
    });
  return { sent, read };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('FreshRead', () => {
  it('sends a read for a caller when none is under way', async () => {
    const { sent, read } = controlledRead();
    const fresh = new FreshRead(read);
    const a = fresh.get();
    expect(sent).toHaveLength(1);
    sent[0].resolve(1);
    await expect(a).resolves.toBe(1);
    const b = fresh.get();
    expect(sent).toHaveLength(2);
    sent[1].resolve(2);
    await expect(b).resolves.toBe(2);
  });

  it('never answers a caller with a read sent before it arrived; later callers share the next read', async () => {
    const { sent, read } = controlledRead();
    const fresh = new FreshRead(read);
    const first = fresh.get();
    // Arrive while the first read is under way: they must wait for a read sent after them.
    const waiting = [fresh.get(), fresh.get(), fresh.get()];
    expect(sent).toHaveLength(1);
    sent[0].resolve(1);
    await expect(first).resolves.toBe(1);
    await flush();
    // One read for all three, sent only now.
    expect(sent).toHaveLength(2);
    // A caller arriving now must not join that read either (it was sent before it arrived).
    const late = fresh.get();
    sent[1].resolve(2);
    await expect(Promise.all(waiting)).resolves.toEqual([2, 2, 2]);
    await flush();
    expect(sent).toHaveLength(3);
    sent[2].resolve(3);
    await expect(late).resolves.toBe(3);
  });

  it('passes a failed read to its callers only, and reads afresh for the next caller', async () => {
    const { sent, read } = controlledRead();
    const fresh = new FreshRead(read);
    const first = fresh.get();
    const second = fresh.get();
    sent[0].reject(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await flush();
    sent[1].resolve(7);
    await expect(second).resolves.toBe(7);
    const third = fresh.get();
    expect(sent).toHaveLength(3);
    sent[2].resolve(8);
    await expect(third).resolves.toBe(8);
  });
});
