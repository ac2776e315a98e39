// Loaded into a server only by the benchmarks (`node --expose-gc --import <this file> server.js`),
// never by the server's own code: on SIGUSR2 it collects garbage twice (so that what is left is
// what is still referenced) and prints one line `memory-probe {"rss":…,"heapTotal":…,"heapUsed":…}` in bytes,
// which bench/support/bench-servers.ts reads from the server's output.
process.on('SIGUSR2', () => {
  if (typeof globalThis.gc === 'function') {
    globalThis.gc();
    globalThis.gc();
  }
  const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
  process.stdout.write(
    `memory-probe ${JSON.stringify({ rss, heapTotal, heapUsed, external, arrayBuffers, collected: typeof globalThis.gc === 'function' })}\n`,
  );
});
