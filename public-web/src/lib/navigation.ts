/** Leaves the SPA with a full page load, for addresses another app (the admin panel) serves. */
export function leaveTo(url: string) {
  window.location.replace(url);
}
