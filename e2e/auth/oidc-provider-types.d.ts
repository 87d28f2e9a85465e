// oidc-provider ships no types (its @types package is not installed): the little the OIDC test uses.
declare module 'oidc-provider' {
  import type { Server } from 'node:http';
  type Account = { accountId: string; claims: () => Promise<Record<string, unknown>> };
  export default class Provider {
    constructor(issuer: string, configuration: { findAccount?: (ctx: unknown, id: string) => Promise<Account>; [key: string]: unknown });
    listen(port: number, host: string, callback: () => void): Server;
  }
}
