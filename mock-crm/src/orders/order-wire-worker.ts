import { parentPort, workerData } from 'node:worker_threads';
import { openReadOnlyDatabase } from '../plugins/store.js';
import { OrderWireMapper } from './order-wire.js';
import type { WireReply, WireRequest } from './order-wire-threads.js';

/**
 * A thread of OrderWireThreads: SearchOrders' answers made one at a time over a read-only
 * connection of its own to the mock's database file.
 */
const port = parentPort!;
const mapper = new OrderWireMapper(openReadOnlyDatabase((workerData as { path: string }).path));

port.on('message', ({ id, customer, filter, nowMs }: WireRequest) => {
  try {
    const { body, validUntilMs } = mapper.answerUntil(customer, filter, nowMs);
    // Handed over only when the Buffer has its ArrayBuffer to itself: a small one may share Node's
    // pool, and the answer of no orders is the mapper's own constant.
    const own = body.length >= 65_536 && body.byteOffset === 0 && body.buffer.byteLength === body.length;
    const bytes = (own ? body.buffer : new Uint8Array(body).buffer) as ArrayBuffer;
    port.postMessage({ id, body: bytes, validUntilMs } satisfies WireReply, [bytes]);
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies WireReply);
  }
});
