// /login (public): the attempted path arrives as `?redirect=`; a signed-in user goes straight on.
import { createFileRoute, redirect, useSearch } from '@tanstack/react-router';
import { loginSearch, safeReturnPath } from '@/features/auth/gates';
import { LoginScreen } from '@/features/auth/components/login-screen';

export const Route = createFileRoute('/login')({
  validateSearch: loginSearch,
  beforeLoad: ({ context, search }) => {
    if (context.session.getSnapshot().matches('signedIn')) throw redirect({ href: safeReturnPath(search.redirect), replace: true });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: redirectTo } = useSearch({ from: '/login' });
  return <LoginScreen redirectTo={redirectTo} />;
}
