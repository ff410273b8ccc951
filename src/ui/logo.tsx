/** The logo: the brand mark and name, linking to /dashboard. Widths 30, 34 or 38 px (SPEC §1). */
import { Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** The product's name as the logo shows it. */
export const PRODUCT_NAME = 'Learning Platform';

const widths = { sm: 30, md: 34, lg: 38 } as const;
/** The name's size next to each mark: it stays on one line in the 390 px title bar and the 248 px side bar. */
const nameSizes = { sm: 18, md: 24, lg: 20 } as const;
/**
 * The space between the mark and the name. The side bar gives the logo 215 px: the 38 px mark, and
 * the 20 px name (169.1 px) fits beside it with 6 px between; with 8 it was cut to 'Learning Platfor…'.
 */
const gaps = { sm: 8, md: 8, lg: 6 } as const;

/** The logo as a link to the dashboard. */
export function Logo({ size = 'md', withText = true }: { size?: keyof typeof widths; withText?: boolean }) {
  const { t } = useTranslation();
  const width = widths[size];
  return (
    <Link to="/dashboard" aria-label={t('logo.goToDashboard', { product: PRODUCT_NAME })} style={{ display: 'flex', alignItems: 'center', gap: gaps[size], textDecoration: 'none', minWidth: 0 }}>
      <svg width={width} height={width} viewBox="0 0 48 48" aria-hidden="true" style={{ flexShrink: 0 }}>
        <rect width="48" height="48" rx="12" fill="#072058" />
        <path d="M10 18 24 11l14 7-14 7z" fill="#00a1e2" />
        <path d="M16 23v8c0 3 4 6 8 6s8-3 8-6v-8l-8 4z" fill="#79A2FF" />
      </svg>
      {withText && (
        <Text component="span" ff="heading" fz={nameSizes[size]} fw={700} c="brand.6" lh={1} style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {PRODUCT_NAME}
        </Text>
      )}
    </Link>
  );
}
