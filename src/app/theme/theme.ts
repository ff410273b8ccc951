/**
 * The Mantine theme of SPEC §1: Inter body and Outfit headings, the brand colours (the accent
 * #00a1e2 for progress, the current navigation link and `brandAccent`), radius 20px by default and
 * 12px as `brandSmall` (buttons are 44 px tall, so their 20px corners show rather than a pill),
 * links underlined, and the custom variants (`variant="brandPrimary"` and friends), styled by the CSS modules beside this file through `[data-variant="…"]`.
 */
import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import { accessiblePalettes, brand, logo, palettes } from './palette';
import buttonClasses from './button.module.css';
import inputClasses from './input.module.css';
import tabsClasses from './tabs.module.css';
import choiceClasses from './choice.module.css';
import cardClasses from './card.module.css';
import badgeClasses from './badge.module.css';

/** The app's theme. */
export const theme = createTheme({
  fontFamily: 'Inter, "Noto Sans Devanagari", "Noto Naskh Arabic", system-ui, -apple-system, "Segoe UI", sans-serif',
  headings: { fontFamily: 'Outfit, Inter, "Noto Sans Devanagari", "Noto Naskh Arabic", system-ui, sans-serif', fontWeight: '700' },
  colors: { ...accessiblePalettes, ...palettes },
  primaryColor: 'brand',
  primaryShade: 6,
  // A person who asks the system for less motion gets popups and dialogs without their transitions.
  respectReducedMotion: true,
  defaultRadius: 20,
  radius: { brandSmall: '12px' },
  other: { brand, logo },
  components: {
    // Plain objects rather than `Button.extend(...)`: `extend` would pull every component's code
    // into the first load just to attach class names.
    // Long texts wrap rather than being cut off (button.module.css, badge.module.css).
    Button: { classNames: { root: buttonClasses.root, inner: buttonClasses.inner, label: buttonClasses.label } },
    Badge: { classNames: { root: badgeClasses.root, label: badgeClasses.label } },
    // Links inside text are told apart by more than colour (WCAG 1.4.1, axe link-in-text-block).
    Anchor: { defaultProps: { underline: 'always' } },
    // Progress (course, module, quiz, storage, downloads) in the accent colour #00a1e2 (SPEC §1).
    Progress: { defaultProps: { color: 'accent' } },
    // A loader names what is loading (aria-label), which ARIA allows only on an element with a role.
    Loader: { defaultProps: { role: 'status' } },
    // A dialog's × button is an icon: without a name a screen reader says only 'button' (axe button-name).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Input: { classNames: { input: inputClasses.input } },
    Tabs: { classNames: { list: tabsClasses.list, tab: tabsClasses.tab } },
    Checkbox: { classNames: { root: choiceClasses.root, input: choiceClasses.input } },
    Radio: { classNames: { radio: choiceClasses.input } },
    Card: { classNames: { root: cardClasses.root } },
  },
});

/** Light scheme only: the brand colours as CSS variables and the #F9F9F9 page background. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {
    '--brand-primary': brand.primary,
    '--brand-accent': brand.accent,
    '--brand-light': brand.light,
    '--brand-red': brand.red,
  },
  // Placeholders (and a file input's 'Choose a file') at 4.6:1 on white instead of Mantine's 2.6:1 gray-5 (WCAG AA).
  light: { '--mantine-color-body': brand.background, '--mantine-color-placeholder': '#6c757d' },
  dark: {},
});
