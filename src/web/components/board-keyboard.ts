import {
  type Announcements,
  type KeyboardCoordinateGetter,
  type MeasuringConfiguration,
  MeasuringStrategy,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";

/* The boards' keyboard moves (the staff boards, the deals pipeline): one behaviour for every board. */

/**
 * The columns' places are known before a card is picked up, not measured once the drag has begun: an arrow
 * pressed right after Space (a keyboard user, a screen reader) found no column yet and was lost.
 */
export const boardMeasuring: MeasuringConfiguration = { droppable: { strategy: MeasuringStrategy.Always } };

/**
 * Left and right arrows move a picked-up card to the previous or next column (in reading order), whatever
 * the cards in the columns; up and down move it within a column (sortable's own coordinates).
 */
export function columnKeyboardCoordinates(statuses: readonly string[]): KeyboardCoordinateGetter {
  return (event, args) => {
    if (event.code !== "ArrowRight" && event.code !== "ArrowLeft")
      return sortableKeyboardCoordinates(event, args);
    event.preventDefault();
    const { collisionRect, droppableRects, droppableContainers } = args.context;
    if (!collisionRect) return;
    const columns = droppableContainers
      .getEnabled()
      .filter((container) => statuses.includes(String(container.id)))
      .flatMap((container) => {
        const rect = droppableRects.get(container.id);
        return rect ? [rect] : [];
      })
      .sort((a, b) => a.top - b.top || a.left - b.left);
    const x = collisionRect.left + collisionRect.width / 2;
    const y = collisionRect.top + collisionRect.height / 2;
    const distance = (r: { left: number; top: number; width: number; height: number }) =>
      Math.hypot(r.left + r.width / 2 - x, r.top + r.height / 2 - y);
    const inside = columns.findIndex(
      (r) => x >= r.left && x <= r.left + r.width && y >= r.top && y <= r.top + r.height,
    );
    const current =
      inside >= 0 ? inside : columns.indexOf([...columns].sort((a, b) => distance(a) - distance(b))[0]!);
    const next = columns[current + (event.code === "ArrowRight" ? 1 : -1)];
    if (!next) return;
    return { x: next.left + (next.width - collisionRect.width) / 2, y: next.top + 48 };
  };
}

type Over = { id: string | number; data: { current?: unknown } } | null;

/**
 * What a screen reader hears while a card moves: `titleOf` names the card, `placeOf` the column it is over,
 * `place` what a column is ("column", "stage").
 */
export function boardAnnouncements(
  titleOf: (id: string | number) => string,
  placeOf: (over: NonNullable<Over>) => string | undefined,
  place = "column",
): Announcements {
  return {
    onDragStart: ({ active }) =>
      `Picked up ${titleOf(active.id)}. Use the arrow keys to move it to another ${place}.`,
    onDragOver: ({ active, over }) =>
      over ? `${titleOf(active.id)} is over ${placeOf(over)}.` : `${titleOf(active.id)} is over no ${place}.`,
    onDragEnd: ({ active, over }) =>
      over ? `${titleOf(active.id)} dropped on ${placeOf(over)}.` : `${titleOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
  };
}
