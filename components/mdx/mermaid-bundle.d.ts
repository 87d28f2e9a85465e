// mermaid's prebundled ESM build (mermaid.client.tsx) is the same API as the package entry, which
// carries the types.
declare module 'mermaid/dist/mermaid.esm.min.mjs' {
  import mermaid from 'mermaid';
  export default mermaid;
}
