/**
 * Runs before first paint so a stored or system dark preference never flashes light.
 * `appearance.default` from docs.json decides when nothing is stored; `strict` ignores storage.
 */
export function ThemeScript({ defaultMode, strict }: { defaultMode: 'system' | 'light' | 'dark'; strict: boolean }) {
  const code = `(function(){try{var d=${JSON.stringify(defaultMode)},s=${strict ? 'null' : "localStorage.getItem('lectern-theme')"};var m=s||d;if(m==='system'){m=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}var e=document.documentElement;e.classList.toggle('dark',m==='dark');e.style.colorScheme=m}catch(_){}})()`;
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}
