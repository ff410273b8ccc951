// /forgot-password (public).
import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordScreen } from '@/features/auth/components/forgot-password-screen';

export const Route = createFileRoute('/forgot-password')({
  component: ForgotPasswordScreen,
});
