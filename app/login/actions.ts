'use server';

import { AuthError } from 'next-auth';
import { redirect } from 'next/navigation';
import { PROVIDERS, signIn, signOut } from '@/lib/auth/auth';
import { safeRedirect } from '@/lib/auth/safe-redirect';

/** Refusals come back to the sign-in page with their code; redirects (success) pass through. */
async function attempt(provider: string, options: Record<string, string>, back: string): Promise<void> {
  try {
    await signIn(provider, { ...options, redirectTo: back });
  } catch (error) {
    if (error instanceof AuthError) {
      const code = (error as AuthError & { code?: string }).code;
      redirect(`/login?${new URLSearchParams({ error: error.type, ...(code ? { code } : {}), redirect: back })}`);
    }
    throw error;
  }
}

/** Sign in with the local users file. */
export async function signInWithPassword(form: FormData): Promise<void> {
  const back = safeRedirect(form.get('redirect'));
  await attempt(PROVIDERS.local, { email: formText(form, 'email'), password: formText(form, 'password') }, back);
}

/** Start the OpenID Connect flow. */
export async function signInWithOidc(form: FormData): Promise<void> {
  await attempt(PROVIDERS.oidc, {}, safeRedirect(form.get('redirect')));
}

/** End the session (the cookie is cleared) and return home. */
export async function signOutAction(): Promise<void> {
  await signOut({ redirectTo: '/' });
}

/** A text field of the form; a file in its place counts as empty. */
function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
