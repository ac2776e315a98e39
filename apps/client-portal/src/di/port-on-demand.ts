import { TransportFailed, type ProblemNotifier } from '@tolk/core';

/** A port all of whose members are calls: what `portOnDemand` can stand in for. */
export type Calls<P> = { readonly [K in keyof P]: (...args: never[]) => Promise<unknown> };

/**
 * Stands in for a port whose adapter is in a chunk fetched at the port's first call: each call
 * waits for the adapter, then is made on it (docs/decisions.md, "ports on demand"). `members` names
 * every call of the port (the type sees that none is missing). The chunk not to be had (the
 * connection went) fails the call as a lost connection fails any: the lost connection is toasted and
 * the call rejects with TransportFailed; the next call fetches again.
 */
export function portOnDemand<P extends Calls<P>>(
  members: Record<keyof P & string, true>,
  adapter: () => Promise<P>,
  notifier: ProblemNotifier,
): P {
  const call =
    (member: keyof P & string) =>
    async (...args: never[]) => {
      let port: P;
      try {
        port = await adapter();
      } catch {
        notifier.notify({ kind: 'transport', failure: 'request-failed' });
        throw new TransportFailed(member, 'request-failed');
      }
      return port[member](...args);
    };
  const names = Object.keys(members) as (keyof P & string)[];
  return Object.fromEntries(names.map((member) => [member, call(member)])) as P;
}
