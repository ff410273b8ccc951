/** The ways the signed-in user can sign in, read from the identity provider's provider data. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/i18n/i18n';
import { loadAuth } from '../auth-loader';
import { authNs } from '../messages/en';

/** The providers known by their brand names, the same in every language. */
const BRANDS: Record<string, string> = {
  'google.com': 'Google',
  'apple.com': 'Apple',
};

/** A sign-in provider id as the user knows it, in the language shown. */
export function signInMethodLabel(providerId: string): string {
  return providerId === 'password' ? i18n.getFixedT(null, authNs)('profile.methodPassword') : (BRANDS[providerId] ?? providerId);
}

/** The labels of the user's sign-in methods; `undefined` while loading, `null` when the identity provider cannot answer (offline before it loaded). */
export function useSignInMethods(): string[] | null | undefined {
  useTranslation(authNs); // the labels follow a newly chosen language
  const [methods, setMethods] = useState<string[] | null>();
  useEffect(() => {
    let live = true;
    loadAuth()
      .then(async (auth) => {
        await auth.authStateReady();
        const ids = auth.currentUser?.providerData.map((p) => p.providerId) ?? [];
        if (live) setMethods(ids.length ? [...new Set(ids)] : null);
      })
      .catch(() => live && setMethods(null));
    return () => {
      live = false;
    };
  }, []);
  return methods ? methods.map(signInMethodLabel) : methods;
}
