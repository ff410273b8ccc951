/** The brand colours and sizes of SPEC §1, as values and as Mantine 10-shade palettes (base at shade 6). */
import { colorsTuple } from '@mantine/core';

/** The brand colours. */
export const brand = {
  primary: '#072058',
  accent: '#00a1e2',
  light: '#79A2FF',
  background: '#F9F9F9',
  red: '#E41C1C',
} as const;

/** Logo widths (small, medium, large) and logo text, in px. */
export const logo = { widths: [30, 34, 38] as const, textSize: 24, textWeight: 700 } as const;

/** Mantine palettes built around each brand colour. */
export const palettes = {
  brand: colorsTuple(['#ebedf2', '#d2d7e1', '#b0b8ca', '#8894af', '#607094', '#344876', '#072058', '#061b4b', '#05163e', '#041230']),
  accent: colorsTuple(['#ebf7fd', '#d1eefa', '#ade1f6', '#85d2f1', '#5cc3ec', '#2eb2e7', '#00a1e2', '#0089c0', '#00719e', '#00597c']),
  light: colorsTuple(['#f4f8ff', '#e7eeff', '#d4e1ff', '#bfd2ff', '#a9c3ff', '#91b3ff', '#79a2ff', '#678ad9', '#5571b2', '#43598c']),
  brandRed: colorsTuple(['#fdeded', '#fad6d6', '#f6b6b6', '#f29292', '#ee6e6e', '#e94545', '#e41c1c', '#c21818', '#a01414', '#7d0f0f']),
};

/**
 * Mantine's status colours with shades 6–9 darkened so text in them (dimmed details, 'Completed',
 * light badges and alerts) and white text on them (filled badges such as 'Pending') reach WCAG AA
 * 4.5:1 on white, on the #F9F9F9 page and on their own light tint. Shades 0–5 are Mantine's.
 */
export const accessiblePalettes = {
  gray: colorsTuple(['#f8f9fa', '#f1f3f5', '#e9ecef', '#dee2e6', '#ced4da', '#adb5bd', '#5f666d', '#495057', '#343a40', '#212529']),
  green: colorsTuple(['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#1f6e30', '#1a5f29', '#165122', '#11421c']),
  teal: colorsTuple(['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#067352', '#056447', '#04553c', '#034631']),
  red: colorsTuple(['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#b82525', '#a02020', '#881b1b', '#701616']),
  yellow: colorsTuple(['#fff9db', '#fff3bf', '#ffec99', '#ffe066', '#ffd43b', '#fcc419', '#8f5f00', '#7a5100', '#664300', '#523600']),
  blue: colorsTuple(['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#339af0', '#1864ab', '#155897', '#124c83', '#0f406f']),
};
