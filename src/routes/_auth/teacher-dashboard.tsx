// /teacher-dashboard and its children exist for teachers only (SPEC §6).
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/gates';

export const Route = createFileRoute('/_auth/teacher-dashboard')({
  beforeLoad: ({ context }) => requireRole(context.session, ['teacher']),
  component: Outlet,
});
