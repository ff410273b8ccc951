/** Where lesson media served at `/media/*` lives: the demo files committed with the server. */
import { fileURLToPath } from 'node:url';

export const MEDIA_DIR = fileURLToPath(new URL('./seed/media', import.meta.url));
