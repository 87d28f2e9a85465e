/**
 * DNS for outbound sockets, with the address policy applied inside the socket's own lookup: the
 * address that is checked is the address that is connected to, so a name cannot answer with a
 * public address for a check and a private one for the connection (DNS rebinding).
 */
import 'server-only';
import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import type { AddressRange } from './address-policy';

export type ResolvedAddress = { address: string; family: number };
/** Name → every address it resolves to (the system resolver unless a test passes its own). */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;
/** The policy an outbound request applies to each address. */
export type VetAddress = (address: string) => AddressRange;

/** The system resolver, as Node's sockets use it (getaddrinfo, hosts file included). */
export const systemResolve: Resolve = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/** Why a connection was not made: the host, the address it led to, and that address's range. */
export class AddressRefusedError extends Error {
  readonly code = 'ELECTERN_ADDRESS_REFUSED';

  constructor(
    readonly host: string,
    readonly address: string,
    readonly range: string,
  ) {
    super(`${host} is not a public address (${address}: ${range})`);
    this.name = 'AddressRefusedError';
  }
}

/**
 * A `lookup` for `http.request`: resolves, then refuses the whole answer if any address in it
 * fails `vet` (a name that also points inward is not trusted for its other answers).
 */
export function createVettedLookup(vet: VetAddress, resolve: Resolve = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
    resolve(hostname).then(
      (answers) => {
        const list = answers.filter((a) => !wanted || a.family === wanted);
        if (!list.length) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
        for (const answer of list) {
          const verdict = vet(answer.address);
          if (!verdict.isPublic) return callback(new AddressRefusedError(hostname, answer.address, verdict.range), '', 0);
        }
        if (options.all) (callback as unknown as (error: null, all: ResolvedAddress[]) => void)(null, list);
        else callback(null, list[0].address, list[0].family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}
