import { TransportFailed, type Problem } from '@tolk/core';
import { describe, expect, it } from 'vitest';
import { portOnDemand } from './port-on-demand.js';

interface Register {
  list(): Promise<readonly string[]>;
  save(name: string): Promise<{ readonly saved: string }>;
}

class MemoryRegister implements Register {
  readonly names: string[] = ['Anna'];
  async list() {
    return [...this.names];
  }
  async save(name: string) {
    this.names.push(name);
    return { saved: name };
  }
}

function setUp(failures: number) {
  const register = new MemoryRegister();
  const told: Problem[] = [];
  let fetches = 0;
  const port = portOnDemand<Register>(
    { list: true, save: true },
    async () => {
      fetches += 1;
      if (fetches <= failures) throw new TypeError('Failed to fetch dynamically imported module');
      return register;
    },
    { notify: (problem) => void told.push(problem) },
  );
  return { port, register, told, fetches: () => fetches };
}

describe('a port on demand', () => {
  it('fetches its adapter at the first call, and makes every call on it', async () => {
    const { port, register, told, fetches } = setUp(0);
    expect(fetches()).toBe(0);
    await expect(port.save('Bo')).resolves.toEqual({ saved: 'Bo' });
    await expect(port.list()).resolves.toEqual(['Anna', 'Bo']);
    expect(register.names).toEqual(['Anna', 'Bo']);
    expect(told).toEqual([]);
  });

  it('fails a call whose adapter cannot be had as a lost connection, and fetches again at the next call', async () => {
    const { port, told } = setUp(1);
    const failed = port.save('Bo');
    await expect(failed).rejects.toBeInstanceOf(TransportFailed);
    await expect(failed).rejects.toMatchObject({ failure: 'request-failed' });
    expect(told).toEqual([{ kind: 'transport', failure: 'request-failed' }]);
    await expect(port.list()).resolves.toEqual(['Anna']);
  });
});
