/** Self-hosted fonts (they show offline): Inter for text, Outfit for headings; latin subset, used weights only. */
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/outfit/latin-700.css';
