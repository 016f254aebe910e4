/** Where the desktop panel goes: under the box, its right edge with the box's, inside the viewport with a margin. */
export function panelPlacement(box: { right: number; bottom: number }, viewportWidth: number, maxWidth: number, margin = 8) {
  const width = Math.min(maxWidth, viewportWidth - 2 * margin);
  const right = Math.max(margin, Math.min(viewportWidth - box.right, viewportWidth - width - margin));
  return { top: box.bottom + 6, right, width };
}
