// A stand-in for order-wire-worker.js in order-wire-threads.test.ts: answers which thread it is,
// fails or dies when the customer's id asks it to, and cannot start on the path "missing".
import { parentPort, threadId, workerData } from 'node:worker_threads';

if (workerData.path === 'missing') throw new Error('unable to open database file');
parentPort.on('message', ({ id, customer, nowMs }) => {
  if (customer.id === 'die') process.exit(3);
  if (customer.id === 'fail') return parentPort.postMessage({ id, error: 'no such column: o.nothing' });
  // Slow enough that questions asked together are owed at once.
  const until = Date.now() + 20;
  while (Date.now() < until);
  const body = new TextEncoder().encode(JSON.stringify({ threadId, customer: customer.id })).buffer;
  parentPort.postMessage({ id, body, validUntilMs: nowMs + 1 }, [body]);
});
