import { describe, expect, it } from 'vitest';
import { signInMessage } from './messages';

describe('signInMessage for the refusals of issue 11', () => {
  it.each<[string, RegExp]>([
    ['local-locked-12', /^Too many sign-in attempts .* Try again in 12 minutes\.$/],
    ['local-locked-1', /Try again in 1 minute\.$/],
    // The code comes from the URL: a made-up wait is clamped to the real window.
    ['local-locked-99', /Try again in 15 minutes\.$/],
    ['jwt-replayed', /already used/],
    ['jwt-csrf', /did not come from this site/],
  ])('%s', (code, want) => expect(signInMessage('CredentialsSignin', code)).toMatch(want));

  it('an unknown code is a general failure', () => {
    expect(signInMessage('CredentialsSignin', 'local-locked-1000')).toBe('Sign-in failed. Try again.');
  });
});
