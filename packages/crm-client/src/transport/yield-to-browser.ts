/**
 * Big answers are worked on in pieces (issue 12). A quarter's orders (about 1.8 MB of JSON, the
 * dashboard's rating card) took one task of 60–130 ms to parse, decode and map: the page could not
 * answer a click or a key in that time, and it was most of Lighthouse's blocking time on `/`.
 * Between the pieces the browser gets the main thread back.
 */

/** Answers of at least this many characters are parsed and decoded in tasks of their own. */
export const BIG_ANSWER_CHARS = 64 * 1024;

/** How long one slice of decoding or mapping may run before the browser gets its turn. */
const SLICE_MS = 8;

interface Scheduler {
  readonly yield?: () => Promise<void>;
}

/** Ends the current task: the rest goes on in a new one, after input and rendering. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  // scheduler.yield keeps the work's place at the front of the queue. The fallback is a message to
  // itself: a new task like a timer's, but never clamped to 4 ms or more, nor held by faked timers.
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => inNewTask(resolve));
}

/** Runs `then` in a new task, after the tasks queued before it (a message to itself). */
export function inNewTask(then: () => void): void {
  const channel = new MessageChannel() as unknown as SelfMessage;
  channel.port1.onmessage = () => {
    channel.port1.close();
    then();
  };
  channel.port2.postMessage(null);
}

export interface SliceOptions {
  readonly sliceMs?: number;
  readonly now?: () => number;
  readonly yieldNow?: () => Promise<void>;
}

/**
 * Paces work done item by item: call the answer after each item; once the slice has run `sliceMs`
 * it gives up the task (a promise to await), and the next slice starts when the work goes on.
 */
export function slicePacer(options: SliceOptions = {}): () => Promise<void> | undefined {
  const { sliceMs = SLICE_MS, now = () => performance.now(), yieldNow = yieldToBrowser } = options;
  let sliceStart = now();
  return () => {
    if (now() - sliceStart < sliceMs) return undefined;
    return yieldNow().then(() => {
      sliceStart = now();
    });
  };
}

/** `items.map(map)`, ended and resumed in a new task whenever a slice has run its time. */
export async function mapInSlices<T, U>(items: readonly T[], map: (item: T) => U, options: SliceOptions = {}): Promise<U[]> {
  const afterItem = slicePacer(options);
  const mapped: U[] = [];
  for (const item of items) {
    mapped.push(map(item));
    await afterItem();
  }
  return mapped;
}

/** The part of a MessageChannel used here, the same in browsers and Node (whose types lack onmessage). */
interface SelfMessage {
  readonly port1: { onmessage: (() => void) | null; close(): void };
  readonly port2: { postMessage(message: null): void };
}
