/**
 * /lti: where a course platform's launch (Moodle, Canvas… over LTI 1.3) lands. The server put a
 * Firebase custom token and the screen to open in the URL fragment; this signs in with it, takes
 * the fragment out of the address bar and history, and opens the placed course, lesson or quiz.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Trans, useTranslation } from 'react-i18next';
import { signInWithLaunchToken } from '../data/account';
import { authErrorMessage } from '../auth-errors';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { AuthCard } from './auth-card';
import { authNs } from '../messages/en';

/** The launch's fragment: `token` and `to` (the path to open). */
function readLaunch(): { token: string | null; to: string | undefined } {
  const hand = new URLSearchParams(window.location.hash.slice(1));
  return { token: hand.get('token'), to: hand.get('to') ?? undefined };
}

/** Signs the launched person in and opens the placed activity. */
export function LtiLaunchScreen() {
  const { t } = useTranslation(authNs);
  const completeSignIn = useCompleteSignIn();
  const [launch] = useState(readLaunch);
  const [error, setError] = useState<string | null>(() => (launch.token ? null : t('lti.notFromPlatform')));
  const started = useRef(false);
  useEffect(() => {
    // The token must not stay in the address bar or the history.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (started.current || !launch.token) return;
    started.current = true;
    signInWithLaunchToken(launch.token)
      .then((idToken) => completeSignIn(idToken, launch.to))
      .then((ok) => (ok ? undefined : setError(t('noAccess'))))
      .catch((e: unknown) => setError(authErrorMessage(e)));
  }, [completeSignIn, launch, t]);

  return (
    <AuthCard title={t('lti.title')}>
      {error ? (
        <Stack>
          <Alert color="red" title={t('lti.failed')}>{error}</Alert>
          <Text><Trans t={t} i18nKey={'lti.openAgain'} components={{ login: <Anchor component={Link} to="/login" /> }} /></Text>
        </Stack>
      ) : (
        <Stack align="center" role="status" aria-live="polite">
          <Loader aria-hidden />
          <Text>{t('lti.signingIn')}</Text>
        </Stack>
      )}
    </AuthCard>
  );
}
