// /signup (public).
import { createFileRoute } from '@tanstack/react-router';
import { SignupScreen } from '@/features/auth/components/signup-screen';

export const Route = createFileRoute('/signup')({
  component: SignupScreen,
});
