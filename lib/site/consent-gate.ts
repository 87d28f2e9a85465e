import type { Integrations } from '../config/integrations-schema';

/** A value written into the gate as a JavaScript string literal that cannot close its script tag. */
function js(value: string): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The cookie-consent gate of docs.json `integrations.cookies` (Mintlify
 * integrations/privacy/overview.mdx): a bootstrap that starts the integration scripts only when the
 * reader's localStorage (or, for consent tools that write cookies, a cookie) holds `key` = `value`.
 * Without `cookies` there is no gate and the scripts start as the page loads.
 *
 * The scripts are rendered inert (`type="text/plain"`, which a browser neither fetches nor runs)
 * and this bootstrap, placed after them, appends a live copy of each once consent is there. A
 * reader who consents later gets them on the next page load. The answer is a function of
 * docs.json alone, like the snippets, so a Content-Security-Policy can allow it by hash.
 */
export function buildConsentGate(cookies: Integrations['cookies']): string | undefined {
  if (!cookies) return undefined;
  const consented =
    `var ok=false;try{ok=localStorage.getItem(k)===v}catch(e){}` +
    `if(!ok)ok=document.cookie.split(';').some(function(c){var i=c.indexOf('=');` +
    `return i>0&&decodeURIComponent(c.slice(0,i).trim())===k&&decodeURIComponent(c.slice(i+1).trim())===v});`;
  // Copies keep every attribute but `type`, so `data-domain` and the like still reach the vendor script.
  const start =
    `document.querySelectorAll('script[type="text/plain"][data-analytics]').forEach(function(s){` +
    `var n=document.createElement('script');for(var i=0;i<s.attributes.length;i++){var a=s.attributes[i];` +
    `if(a.name!=='type')n.setAttribute(a.name,a.value)}if(!s.src)n.text=s.text;document.head.appendChild(n)});`;
  return `(function(k,v){try{${consented}if(ok){${start}}}catch(e){}})(${js(cookies.key)},${js(cookies.value)});`;
}
