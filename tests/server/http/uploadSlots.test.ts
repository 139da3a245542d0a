import { describe, expect, it } from 'vitest';
import { Slots } from '../../../server/http/uploadSlots';

describe('upload slots', () => {
  it('hands a freed slot to the first waiter, and refuses past the queue', async () => {
    const slots = new Slots(1, 1, 60_000);
    const first = await slots.take().slot;
    const second = slots.take();
    expect(await slots.take().slot).toBeUndefined(); // the queue (1) is full
    expect(slots.queued).toBe(1);
    first!();
    first!(); // a second release frees nothing more
    const handed = await second.slot;
    expect(handed).toBeDefined();
    expect(slots.inUse).toBe(1);
    handed!();
    expect(slots.inUse).toBe(0);
  });

  it('lets a waiter give up, or run out of time, without taking a slot', async () => {
    const slots = new Slots(1, 2, 10);
    const held = await slots.take().slot;
    const leaving = slots.take();
    leaving.cancel();
    expect(await leaving.slot).toBeUndefined();
    expect(await slots.take().slot).toBeUndefined(); // waited 10 ms, no slot came
    expect(slots.queued).toBe(0);
    held!();
    expect(slots.inUse).toBe(0);
  });
});
