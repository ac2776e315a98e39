// Loaded into a server only by the benchmarks (`node --expose-gc --import <this file> server.js`),
// never by the server's own code: on SIGUSR2 it collects garbage twice, lets the callbacks that a
// collection schedules run (the timers of `AbortSignal.timeout` signals it collected are removed
// only then, one per call since the last full collection), collects twice more, and prints one line
// `memory-probe {"rss":…,"heapTotal":…,"heapUsed":…}` in bytes, which bench/support/bench-servers.ts
// reads from the server's output. Read at once, the figure swung by up to 1.6 MiB (7 %) between
// rounds with the calls served; settled, by 0.1 MiB (docs/decisions.md).
const SETTLE_MS = 20;

process.on('SIGUSR2', () => {
  const collect = () => {
    if (typeof globalThis.gc === 'function') {
      globalThis.gc();
      globalThis.gc();
    }
  };
  collect();
  setTimeout(() => {
    collect();
    const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
    process.stdout.write(
      `memory-probe ${JSON.stringify({ rss, heapTotal, heapUsed, external, arrayBuffers, collected: typeof globalThis.gc === 'function' })}\n`,
    );
  }, SETTLE_MS);
});
