/**
 * Self-hosted fonts (they show offline): Inter for text, Outfit for headings; latin subset, used
 * weights only; and a local face with Inter's metrics that the signed-in shell lays text out in
 * until Inter arrives; Devanagari and Arabic faces fetched only for a page in those scripts (the
 * language chooser's names in faces cut to them: scripts/language-name-fonts.ts).
 */
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/outfit/latin-700.css';
import './inter-fallback.css';
import './scripts.css';
import './language-names/language-names.css';
