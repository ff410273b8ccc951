/** The ways the signed-in user can sign in, read from the identity provider's provider data. */
import { useEffect, useState } from 'react';
import { loadAuth } from '../auth-loader';

const LABELS: Record<string, string> = {
  password: 'Email and password',
  'google.com': 'Google',
  'apple.com': 'Apple',
};

/** A sign-in provider id as the user knows it. */
export function signInMethodLabel(providerId: string): string {
  return LABELS[providerId] ?? providerId;
}

/** The labels of the user's sign-in methods; `undefined` while loading, `null` when the identity provider cannot answer (offline before it loaded). */
export function useSignInMethods(): string[] | null | undefined {
  const [methods, setMethods] = useState<string[] | null>();
  useEffect(() => {
    let live = true;
    loadAuth()
      .then(async (auth) => {
        await auth.authStateReady();
        const ids = auth.currentUser?.providerData.map((p) => p.providerId) ?? [];
        if (live) setMethods(ids.length ? [...new Set(ids)].map(signInMethodLabel) : null);
      })
      .catch(() => live && setMethods(null));
    return () => {
      live = false;
    };
  }, []);
  return methods;
}
