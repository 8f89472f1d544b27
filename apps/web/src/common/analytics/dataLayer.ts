/** An event for the tag manager's data layer (spec §2: user id on profile load; §4: registration_completed). */
export type DataLayerEvent = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

/** Pushes to `window.dataLayer`, creating it if no tag manager is loaded (there is none by default). */
export function pushDataLayer(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  (window.dataLayer ??= []).push(event);
}
