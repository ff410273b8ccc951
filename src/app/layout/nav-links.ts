/** The navigation links of SPEC §2, each with an optional role list, and the bottom bar's icon rule. */
import { IconBook2, IconHome, IconMessageCircle, IconSchool, IconSettings, IconUser, type Icon } from '@tabler/icons-react';
import type { Role } from '@contract/api';
import type { Catalogue } from '@/i18n/catalogues/en';

/** One navigation link. */
export interface NavLinkSpec {
  /** The link's text: its key in the catalogues. */
  label: `nav.${keyof Catalogue['nav']}`;
  to: '/dashboard' | '/teacher-dashboard/batches' | '/admin-dashboard/course-list' | '/courses' | '/messages' | '/profile';
  icon: Icon;
  /** Only these roles see the link; none: everybody. */
  roles?: readonly Role[];
}

/** Every link, in display order. */
export const navLinks: readonly NavLinkSpec[] = [
  { label: 'nav.home', to: '/dashboard', icon: IconHome },
  { label: 'nav.students', to: '/teacher-dashboard/batches', icon: IconSchool, roles: ['teacher'] },
  { label: 'nav.manage', to: '/admin-dashboard/course-list', icon: IconSettings, roles: ['admin'] },
  { label: 'nav.myCourses', to: '/courses', icon: IconBook2 },
  { label: 'nav.messages', to: '/messages', icon: IconMessageCircle },
  { label: 'nav.profile', to: '/profile', icon: IconUser },
];

/** The links a user with `role` sees (`null`: role not known yet, so only the links for everybody). */
export function navLinksFor(role: Role | null): NavLinkSpec[] {
  return navLinks.filter((link) => !link.roles || (role !== null && link.roles.includes(role)));
}

/** Bottom bar icon size in px: smaller when more than 4 links show (SPEC §2). */
export function bottomBarIconSize(linkCount: number): number {
  return linkCount > 4 ? 20 : 26;
}
