// /admin-dashboard and its children exist for admins only (SPEC §6).
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/gates';

export const Route = createFileRoute('/_auth/admin-dashboard')({
  beforeLoad: ({ context }) => requireRole(context.session, ['admin']),
  component: Outlet,
});
