import { getAuthSettings } from '@/lib/auth/settings';
import { AskAgent } from './ask-agent.client';

/**
 * Where the editors' "Ask the agent" action lives on every page. Only a site with sign-in has
 * editors, so a site without it ships none of this; on one with it, the island asks the server
 * whether this reader is an editor (GET /api/editor/me) and renders nothing otherwise. The page's
 * HTML is the same for every reader.
 */
export function EditorSlot() {
  if (!getAuthSettings().enabled) return null;
  return <AskAgent />;
}
