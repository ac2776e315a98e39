import { configure } from 'mobx';
import { describe, expect, it } from 'vitest';
import { BOOKING_MENU_CLOSE_DELAY_MS, BookingMenuStore, type MenuTimers } from './booking-menu-store.js';

configure({ enforceActions: 'always' });

/** Timers run by hand: `elapse(ms)` fires what is due. */
function manualTimers() {
  let now = 0;
  let nextId = 1;
  const due = new Map<number, { at: number; work: () => void }>();
  const timers: MenuTimers = {
    start: (work, ms) => {
      const id = nextId++;
      due.set(id, { at: now + ms, work });
      return id;
    },
    stop: (handle) => void due.delete(handle as number),
  };
  const elapse = (ms: number) => {
    now += ms;
    for (const [id, timer] of [...due]) {
      if (timer.at <= now) {
        due.delete(id);
        timer.work();
      }
    }
  };
  return { timers, elapse, pending: () => due.size };
}

describe('BookingMenuStore', () => {
  it('opens from the header by default (Shift+B) and from the button that asks', () => {
    const menu = new BookingMenuStore(manualTimers().timers);
    menu.open();
    expect(menu.openAt).toBe('header');
    menu.toggle('dashboard');
    expect(menu.openAt).toBe('dashboard');
    menu.toggle('dashboard');
    expect(menu.isOpen).toBe(false);
  });

  it('closes 300 ms after focus has left it, not before', () => {
    const { timers, elapse } = manualTimers();
    const menu = new BookingMenuStore(timers);
    menu.open('dashboard');
    menu.focusLeft();
    elapse(BOOKING_MENU_CLOSE_DELAY_MS - 1);
    expect(menu.isOpen).toBe(true);
    elapse(1);
    expect(menu.isOpen).toBe(false);
  });

  it('stays open when focus comes back in time (from the button into the menu)', () => {
    const { timers, elapse, pending } = manualTimers();
    const menu = new BookingMenuStore(timers);
    menu.open();
    menu.focusLeft();
    elapse(100);
    menu.focusReturned();
    elapse(1000);
    expect(menu.isOpen).toBe(true);
    expect(pending()).toBe(0);
  });

  it('does not start a timer while closed, and a new opening cancels an old one', () => {
    const { timers, elapse, pending } = manualTimers();
    const menu = new BookingMenuStore(timers);
    menu.focusLeft();
    expect(pending()).toBe(0);
    menu.open();
    menu.focusLeft();
    menu.open('dashboard');
    elapse(1000);
    expect(menu.openAt).toBe('dashboard');
  });

  it('gives way to the choose-assignment dialog for pre-booking; reset closes both', () => {
    const menu = new BookingMenuStore(manualTimers().timers);
    menu.open();
    menu.openChooser();
    expect([menu.isOpen, menu.chooserOpen]).toEqual([false, true]);
    menu.open();
    menu.reset();
    expect([menu.isOpen, menu.chooserOpen]).toEqual([false, false]);
  });
});
