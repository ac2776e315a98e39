import { configure } from 'mobx';
import { describe, expect, it } from 'vitest';
import { AcuteStore } from './acute-store.js';
import { AvailabilityStore } from './availability-store.js';
import { FakeAvailabilityDesk, SteppingNow } from './test-fakes.js';

configure({ enforceActions: 'always' });

function setUp() {
  const desk = new FakeAvailabilityDesk();
  const now = SteppingNow.at('2026-11-26T13:14:30');
  const availability = new AvailabilityStore(desk);
  return { desk, now, availability, acute: new AcuteStore(availability, now) };
}

describe('"Tolka nu"', () => {
  it('starts now for the chosen time, counts down and ends by itself', async () => {
    const { desk, now, acute } = setUp();
    acute.choose(30);
    const started = await acute.start();
    expect(started?.from.toPlainTime().toString()).toBe('13:14:00');
    expect(started?.to.toPlainTime().toString()).toBe('13:44:00');
    expect(desk.current?.availableFor).toEqual({ onSite: false, phone: true });
    expect(acute.active).not.toBeNull();
    expect(acute.minutesLeft).toBe(30);
    now.advance({ minutes: 20 });
    expect(acute.minutesLeft).toBe(10);
    now.advance({ minutes: 10 });
    expect(acute.active).toBeNull();
    expect(acute.minutesLeft).toBe(0);
  });

  it('is for phone and/or on site, not neither', async () => {
    const { desk, acute } = setUp();
    acute.toggle('phone');
    expect(await acute.start()).toBeNull();
    expect(acute.problems).toEqual([{ kind: 'no-available-for' }]);
    expect(desk.current).toBeNull();
    acute.toggle('onSite');
    expect(acute.problems).toEqual([]);
    expect((await acute.start())?.availableFor).toEqual({ onSite: true, phone: false });
  });

  it('stops when asked, and stays on when the CRM refuses to stop it', async () => {
    const { desk, acute } = setUp();
    await acute.start();
    desk.refusing = true;
    expect(await acute.stop()).toBe(false);
    expect(acute.active).not.toBeNull();
    desk.refusing = false;
    expect(await acute.stop()).toBe(true);
    expect(acute.active).toBeNull();
  });
});
