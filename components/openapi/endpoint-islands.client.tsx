'use client';

import { use, type ReactNode } from 'react';
import type * as Clients from './endpoint-clients';

/*
 * The client components of endpoint, webhook and schema pages, as server components import them
 * (issue 12, first-load JS). Turbopack puts every client component a page module reaches into that
 * page's one chunk group, and every docs page is the same page module (app/[[...slug]]): MDX pages
 * downloaded the field rows, responses, code panels and tab switchers they never draw. Here each is
 * a stand-in that draws the real one from ./endpoint-clients, loaded with one `import()`: a chunk of
 * its own, which only pages drawing one of them fetch.
 *
 * Same markup and ids: the stand-in calls the real component as a function, so it is that one
 * component (same hooks, same place in the tree; not React.lazy, which the browser cannot resolve
 * inside the lazy type Flight gives a client reference whose chunk is still loading). While the
 * module loads, server rendering waits for it (`use()`), and hydration keeps the server's DOM, as
 * for any client reference whose chunk is not there yet. Once loaded, nothing waits: a synchronous
 * renderer (renderToStaticMarkup in tests) draws them after loadEndpointClients().
 */

type Module = typeof Clients;

let loaded: Module | undefined;
let loading: Promise<Module> | undefined;

/** Loads the endpoint client components once; once settled, the stand-ins draw without waiting. */
export function loadEndpointClients(): Promise<Module> {
  loading ??= import('./endpoint-clients').then((m) => (loaded = m));
  return loaded ? Promise.resolve(loaded) : loading;
}

function standIn<K extends keyof Module>(name: K): Module[K] {
  function StandIn(props: object) {
    const real = (loaded ?? use(loadEndpointClients()))[name] as (props: object) => ReactNode;
    return real(props);
  }
  StandIn.displayName = name;
  return StandIn as unknown as Module[K];
}

// A page whose payload names one of these evaluates this module first: start the one fetch then.
void loadEndpointClients();

export const DeferredChildren = standIn('DeferredChildren');
export const ChildrenLevel = standIn('ChildrenLevel');
export const FactsClient = standIn('FactsClient');
export const FieldClient = standIn('FieldClient');
export const FieldsClient = standIn('FieldsClient');
export const HashReveal = standIn('HashReveal');
export const LevelDrawerProvider = standIn('LevelDrawerProvider');
export const MediaClient = standIn('MediaClient');
export const ResponseClient = standIn('ResponseClient');
export const ServerDrawnCode = standIn('ServerDrawnCode');
export const Switcher = standIn('Switcher');
