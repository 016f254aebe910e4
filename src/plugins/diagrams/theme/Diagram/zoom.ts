// Zoom rules of the full-screen diagram viewer (Viewer.tsx).

/** The smallest text size, in CSS pixels, a diagram is shown with unless the reader zooms out. */
export const READABLE_PX = 11;
export const MIN_ZOOM = 0.25;
export const MAX_ZOOM = 4;
const STEP = 1.25;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The zoom at which the whole diagram fits the viewing area. */
export function fitZoom(width: number, height: number, areaWidth: number, areaHeight: number): number {
  return clamp(Math.min(areaWidth / width, areaHeight / height), MIN_ZOOM, MAX_ZOOM);
}

/**
 * The zoom the viewer opens with: the diagram fitted to the area's width, but never enlarged beyond its natural
 * size and never so small that its smallest text drops below READABLE_PX (the reader scrolls instead).
 */
export function initialZoom(width: number, fontSize: number, areaWidth: number): number {
  const readable = Math.min(1, READABLE_PX / fontSize);
  return clamp(areaWidth / width, readable, 1);
}

export const zoomIn = (zoom: number): number => clamp(zoom * STEP, MIN_ZOOM, MAX_ZOOM);
export const zoomOut = (zoom: number): number => clamp(zoom / STEP, MIN_ZOOM, MAX_ZOOM);

/** What a key pressed in the viewing area does to the zoom (undefined: the key is not a zoom key). */
export function zoomForKey(key: string, zoom: number): number | undefined {
  if (key === '+' || key === '=') return zoomIn(zoom);
  if (key === '-' || key === '_') return zoomOut(zoom);
  if (key === '0') return 1;
  return undefined;
}
