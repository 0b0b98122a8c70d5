/**
 * The saved coordinates as a map point, or null when there are none. (0, 0) counts as none: it is
 * in the Atlantic, never a Brazilian address, and is what a store that fills blanks with zero holds.
 */
export function pointOf(latitude: string | null | undefined, longitude: string | null | undefined) {
  const lat = Number.parseFloat(latitude ?? '');
  const lng = Number.parseFloat(longitude ?? '');
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || (lat === 0 && lng === 0)) return null;
  return { lat, lng };
}
