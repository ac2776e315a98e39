import type { TransportFailure } from '@tolk/core';
import { BIG_ANSWER_CHARS, yieldToBrowser } from './yield-to-browser.js';

export type HttpOutcome =
  | { readonly kind: 'answered'; readonly status: number; readonly statusText: string; readonly body: unknown }
  | { readonly kind: 'failed'; readonly failure: TransportFailure; readonly status: number | null; readonly statusText: string };

/**
 * One HTTP exchange with a timeout, told apart the way the spec's messages are: the network
 * failed (request failed), the server answered something unusable (not completed), it took too
 * long (timed out), or the caller gave up (aborted).
 */
export async function exchange(
  fetchImpl: typeof fetch,
  url: string,
  init: { method: 'POST' | 'GET'; body?: string; headers?: Record<string, string> },
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<HttpOutcome> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const onCallerAbort = () => timeout.abort();
  signal?.addEventListener('abort', onCallerAbort, { once: true });
  // An abort event never fires for a signal aborted already: such a call is not sent at all.
  if (signal?.aborted) timeout.abort();
  try {
    const response = await fetchImpl(url, {
      method: init.method,
      headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
      ...(init.body === undefined ? {} : { body: init.body }),
      signal: timeout.signal,
    });
    const text = await response.text();
    // A big answer's parse and its caller's decoding each get a task of their own (yield-to-browser.ts).
    const big = text.length >= BIG_ANSWER_CHARS;
    if (big) await yieldToBrowser();
    let body: unknown;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      return { kind: 'failed', failure: 'not-completed', status: response.status, statusText: response.statusText };
    }
    if (big) await yieldToBrowser();
    return { kind: 'answered', status: response.status, statusText: response.statusText, body };
  } catch {
    const failure: TransportFailure = signal?.aborted ? 'aborted' : timeout.signal.aborted ? 'timed-out' : 'request-failed';
    return { kind: 'failed', failure, status: null, statusText: failure };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}
