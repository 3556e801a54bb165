/*
 * The review's numbers and words without zod (issue 36): a brand's review page is public and loads as
 * little as it can (bench:web), so its viewers read these from here; file-comments.ts re-exports them.
 */

export const FILE_COMMENT_MAX_LENGTH = 2000;

/** At most this many shapes on one comment's drawing, and this many points in one free-hand stroke. */
export const DRAWING_MAX_SHAPES = 12;
export const DRAWING_MAX_POINTS = 300;

/** A shape's points as pairs: `[[x1, y1], [x2, y2], …]`. */
export function pointsOf(shape: { points: readonly number[] }): [number, number][] {
  const pairs: [number, number][] = [];
  for (let i = 0; i + 1 < shape.points.length; i += 2) pairs.push([shape.points[i]!, shape.points[i + 1]!]);
  return pairs;
}

/** A moment of a video as people read it: `0:01`, `12:34`, `1:02:03`. */
export function formatMoment(ms: number): string {
  const total = Math.floor(ms / 1000);
  const seconds = String(total % 60).padStart(2, "0");
  const minutes = Math.floor(total / 60) % 60;
  const hours = Math.floor(total / 3600);
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}

/** The one answer to a brand's link that opens nothing (unknown, expired, revoked), on every route. */
export const BRAND_LINK_GONE = "This link does not work any more. Ask the agency for a new one.";
