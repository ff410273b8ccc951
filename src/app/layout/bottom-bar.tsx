/** The fixed bottom bar on screens under 800 px: one icon and label per link, smaller icons past 4 links. */
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { bottomBarIconSize, type NavLinkSpec } from './nav-links';
import classes from './layout.module.css';

/** The bottom bar's links. */
export function BottomBar({ links }: { links: NavLinkSpec[] }) {
  const { t } = useTranslation();
  const size = bottomBarIconSize(links.length);
  return (
    <nav aria-label={t('nav.main')} className={classes.bottomBar} data-compact={links.length > 4 || undefined}>
      {links.map(({ label, to, icon: Icon }) => (
        <Link key={to} to={to} className={classes.bottomLink}>
          <Icon size={size} aria-hidden="true" />
          <span>{t(label)}</span>
        </Link>
      ))}
    </nav>
  );
}
