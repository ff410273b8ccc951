// The build settings the worker reads (Vite replaces them at build time).
interface ImportMetaEnv {
  readonly VITE_ORGANISATION_ID?: string;
  readonly [name: string]: string | undefined;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
