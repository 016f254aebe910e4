// Zoom rules of the full-screen diagram viewer (Viewer.tsx).

/** The smallest text size, in CSS pixels, a diagram is shown with unless the reader zooms out. */
export const READABLE_PX = 11;
/** Low enough that every diagram (src/plugins/diagrams/manifest.json) fits a phone's screen whole. */
export const MIN_ZOOM = 0.1;
export const MAX_ZOOM = 4;
const STEP = 1.25;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The zoom at which the whole diagram fits the viewing area. */
export function fitZoom(width: number, height: number, areaWidth: number, areaHeight: number): number {
  return clamp(Math.min(areaWidth / width, areaHeight / height), MIN_ZOOM, MAX_ZOOM);
}

/** The widest viewing area taken for a phone's (CSS pixels): there the viewer opens with the whole drawing in view. */
export const PHONE_AREA_MAX = 600;

/**
 * The zoom the viewer opens with. On a phone, the whole diagram fitted to the screen (never enlarged beyond its
 * natural size): a reader sees its shape first and zooms in where they need. On a larger screen, the diagram fitted
 * to the area's width, but never enlarged and never so small that its smallest text drops below READABLE_PX (the
 * reader scrolls instead).
 */
export function initialZoom(diagram: { width: number; height: number; fontSize: number }, area: { width: number; height: number }): number {
  if (area.width <= PHONE_AREA_MAX) return Math.min(1, fitZoom(diagram.width, diagram.height, area.width, area.height));
  const readable = Math.min(1, READABLE_PX / diagram.fontSize);
  return clamp(area.width / diagram.width, readable, 1);
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
