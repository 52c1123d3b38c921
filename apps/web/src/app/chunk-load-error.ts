/**
 * What browsers and Vite say when a script of the app cannot be fetched: a lost connection, or a
 * new release replaced the files the open page still points to. Reloading the page fixes both.
 */
const CHUNK_LOAD_MESSAGES = [
  /failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /importing a module script failed/i, // Safari
  /unable to preload css/i, // Vite's preload of a page's stylesheet
];

/** Whether a route error means a part of the app could not be downloaded (rather than a bug). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return CHUNK_LOAD_MESSAGES.some((pattern) => pattern.test(error.message));
}
