/** The image types the course media take (server/media/upload-rules.ts), by extension. Free of imports: the package's worker uses it. */
const IMAGE_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };

/** The MIME type of image `name` when the course media take it (null: they do not). */
export const imageTypeOf = (name: string) => IMAGE_TYPES[/\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? ''] ?? null;
