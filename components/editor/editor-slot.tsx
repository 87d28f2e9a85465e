import { Icon } from '@/components/ui/icon';
import { hasGating } from '@/lib/auth/access';
import { getAuthSettings } from '@/lib/auth/settings';
import { getSite } from '@/lib/site/get-site';
import { AskAgent } from './ask-agent.client';

/**
 * Where the editors' "Ask the agent" action lives on every page. Editors are signed-in readers, so
 * a site has them only with sign-in; pages are prerendered at build, where the sign-in settings of
 * the server may not be set yet, so a site with gating (which implies sign-in) always carries the
 * island, as does one whose build sees sign-in configured. The island asks the server whether this
 * reader is an editor (GET /api/editor/me) and renders nothing otherwise: the page's HTML is the
 * same for every reader.
 */
export async function EditorSlot() {
  const site = await getSite();
  if (!hasGating(site) && !getAuthSettings().enabled) return null;
  // Drawn from the icon map, not lucide-react: its icon component is a client component, so even a
  // server-rendered lucide-react icon puts Lucide's runtime into every page's first load (issue 12).
  return <AskAgent icon={<Icon name="bot" size={16} />} />;
}
