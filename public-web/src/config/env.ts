/** Same-origin by default: the API serves /api next to this SPA, and Vite proxies it in development. */
export const env = {
  API_URL: import.meta.env.VITE_API_URL ?? '',
} as const;
