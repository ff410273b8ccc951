/**
 * /lti: where a course platform's launch (Moodle, Canvas… over LTI 1.3) lands. The server put a
 * Firebase custom token and the screen to open in the URL fragment; this signs in with it, takes
 * the fragment out of the address bar and history, and opens the placed course, lesson or quiz.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { signInWithLaunchToken } from '../data/account';
import { authErrorMessage } from '../auth-errors';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { AuthCard } from './auth-card';
import { NO_ACCESS_MESSAGE } from './login-screen';

/** The launch's fragment: `token` and `to` (the path to open). */
function readLaunch(): { token: string | null; to: string | undefined } {
  const hand = new URLSearchParams(window.location.hash.slice(1));
  return { token: hand.get('token'), to: hand.get('to') ?? undefined };
}

/** Signs the launched person in and opens the placed activity. */
export function LtiLaunchScreen() {
  const completeSignIn = useCompleteSignIn();
  const [launch] = useState(readLaunch);
  const [error, setError] = useState<string | null>(launch.token ? null : 'This page opens from your course platform. Open the activity there again.');
  const started = useRef(false);
  useEffect(() => {
    // The token must not stay in the address bar or the history.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (started.current || !launch.token) return;
    started.current = true;
    signInWithLaunchToken(launch.token)
      .then((idToken) => completeSignIn(idToken, launch.to))
      .then((ok) => (ok ? undefined : setError(NO_ACCESS_MESSAGE)))
      .catch((e: unknown) => setError(authErrorMessage(e)));
  }, [completeSignIn, launch]);

  return (
    <AuthCard title="Opening your activity">
      {error ? (
        <Stack>
          <Alert color="red" title="You could not be signed in">{error}</Alert>
          <Text>Open the activity in your course platform again, or <Anchor component={Link} to="/login">sign in here</Anchor>.</Text>
        </Stack>
      ) : (
        <Stack align="center" role="status" aria-live="polite">
          <Loader aria-hidden />
          <Text>Signing you in from your course platform…</Text>
        </Stack>
      )}
    </AuthCard>
  );
}
