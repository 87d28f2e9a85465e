/**
 * The sentence the sign-in page shows for each refusal or notice. Codes come from the URL
 * (`?error=…&code=…`) or the viewer, so unknown values fall back to a general sentence.
 */
export function signInMessage(error: string | undefined, code: string | undefined): string | undefined {
  if (!error && !code) return undefined;
  const locked = /^local-locked-(\d{1,2})$/.exec(code ?? '');
  if (locked) {
    const minutes = Math.min(Math.max(Number(locked[1]), 1), 15);
    return `Too many sign-in attempts for this account or from your network. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  }
  switch (code) {
    case 'local-refused':
      return 'That email and password do not match a user. Check both and try again.';
    case 'jwt-expired':
      return 'The sign-in token has expired, so you are signed out. Sign in again from your account.';
    case 'jwt-invalid':
      return 'The sign-in token was refused: its signature, issuer, audience or claims are not valid. You are signed out.';
    case 'jwt-replayed':
      return 'This sign-in link was already used, and each one works once. Sign in again from your account.';
    case 'jwt-busy':
      return 'Too many sign-ins are in progress on this server right now. Wait a minute and sign in again from your account.';
    case 'jwt-csrf':
      return 'The sign-in did not come from this site, so it was refused. Sign in again from your account.';
    case 'jwt-missing':
      return 'No sign-in token arrived with the link (it goes after # in the URL). You are signed out.';
    case 'jwt-misconfigured':
      return 'JWT sign-in is misconfigured on this server (the public key is not an Ed25519 or P-256 key). Tell the site owner.';
  }
  switch (error) {
    case 'OAuthCallbackError':
    case 'OAuthSignin':
    case 'CallbackRouteError':
      return 'The identity provider did not complete the sign-in. Try again; if it keeps failing, tell the site owner.';
    case 'AccessDenied':
      return 'The identity provider refused the sign-in.';
    case 'Configuration':
      return 'Sign-in is misconfigured on this server. Tell the site owner (the server log says what is wrong).';
    default:
      return 'Sign-in failed. Try again.';
  }
}

/** What the sign-in page says about a viewer's notice (lib/auth/viewer). */
export function noticeMessage(notice: string | undefined): string | undefined {
  if (notice === 'session-invalid')
    return 'Your session could not be read: it expired, was changed, or was signed with another key. You are signed out.';
  if (notice === 'no-groups-claim')
    return 'You are signed in, but your sign-in carried no groups, so pages limited to groups stay hidden. Ask the site owner to send a groups claim.';
  return undefined;
}
