/** What the Mermaid island shows: the drawn SVG, or the first line of mermaid's error. */
export type MermaidState = { svg?: string; error?: string };

/**
 * Draws `chart` with mermaid (its prebundled build, imported here: ~1 MB that only pages with a
 * diagram download) and again whenever the site switches between light and dark. Returns the
 * function that stops it. Loaded by the island on mount (mermaid.client.tsx).
 */
export function drawMermaid(chart: string, id: string, show: (state: MermaidState) => void): () => void {
  let cancelled = false;
  const isDark = () => document.documentElement.classList.contains('dark');
  let dark = isDark();
  async function draw() {
    try {
      const { default: mermaid } = await import('mermaid/dist/mermaid.esm.min.mjs');
      mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: dark ? 'dark' : 'default', fontFamily: 'inherit' });
      const { svg } = await mermaid.render(`${id}-svg`, chart.trim());
      if (!cancelled) show({ svg });
    } catch (error) {
      document.getElementById(`d${id}-svg`)?.remove();
      if (!cancelled) show({ error: String((error as Error).message ?? error).split('\n')[0] });
    }
  }
  void draw();
  const observer = new MutationObserver(() => {
    if (isDark() === dark) return;
    dark = isDark();
    void draw();
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => {
    cancelled = true;
    observer.disconnect();
  };
}
