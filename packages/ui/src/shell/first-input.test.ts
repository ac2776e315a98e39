import { describe, expect, it, vi } from 'vitest';
import { preloadOnFirstInput } from './first-input.js';

describe('preloadOnFirstInput', () => {
  it('preloads at the first key, pointer press or input, once, and not at a focus', () => {
    const target = new EventTarget();
    const preload = vi.fn();
    preloadOnFirstInput(preload, target);
    target.dispatchEvent(new Event('focusin'));
    expect(preload).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('input'));
    target.dispatchEvent(new Event('pointerdown'));
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('stops listening when told', () => {
    const target = new EventTarget();
    const preload = vi.fn();
    const stop = preloadOnFirstInput(preload, target);
    stop();
    target.dispatchEvent(new Event('pointerdown'));
    expect(preload).not.toHaveBeenCalled();
  });
});
