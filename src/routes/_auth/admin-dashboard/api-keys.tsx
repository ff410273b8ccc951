// API keys of programs (issue 54; src/features/admin-api-keys): make, list and revoke.
import { createFileRoute } from '@tanstack/react-router';
import { ApiKeysScreen } from '@/features/admin-api-keys/api-keys-screen';

export const Route = createFileRoute('/_auth/admin-dashboard/api-keys')({
  component: ApiKeysScreen,
});
