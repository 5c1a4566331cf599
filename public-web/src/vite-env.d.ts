/// <reference types="vite/client" />

/** Identifies the build (also the service worker's cache version); set by vite.config.ts. */
declare const __BUILD_ID__: string;
