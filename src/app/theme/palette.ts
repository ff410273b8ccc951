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
