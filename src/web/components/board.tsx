import {
  type Announcements,
  type CollisionDetection,
  closestCorners,
  DndContext,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  type MeasuringConfiguration,
  MeasuringStrategy,
  type Over,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { type ReactNode, type RefObject, useRef, useState } from "react";
import { errorToast } from "~/web/lib/api-error-toast";
import { cn } from "~/web/lib/utils";

/*
 * The kanban board, one for every board (the deals pipeline, the staff's production boards): the columns, the
 * cards that move between them by pointer or by keyboard, what a screen reader hears, and the card that moves
 * at once and goes back when the move is refused. A feature says only what differs: its columns, how a card
 * looks, which moves are allowed and what a move does.
 */

/** What the board needs of a card: its id, and its title (what the announcements call it). */
interface BoardCard {
  id: string;
  title: string;
}

/** What makes a card's handle one: spread both on the element that picks the card up. */
export type DragHandle = Pick<ReturnType<typeof useSortable>, "attributes" | "listeners">;

interface BoardProps<T extends BoardCard, C extends string> {
  /** The collection's name for focus keeping (`data-row-list`, lib/focus-keeper.ts). */
  name: string;
  /** The columns' grid. */
  className: string;
  /**
   * The columns in one row that scrolls sideways (issue 35: the deals' pipeline, as Pipedrive's): marked
   * so, a deliberate scroller, with the column width `columnWidth` (a Tailwind width class).
   */
  sideways?: { columnWidth: string };
  /** The columns' ids, in reading order; each column is labelled "<id> column". */
  columns: readonly C[];
  cards: readonly T[];
  /** The column a card stands in, as the server says. */
  columnOf: (card: T) => C;
  /** What a card and a column are called to a screen reader ("deal" and "stage", "card" and "column"). */
  cardNoun: string;
  columnNoun: string;
  /** What a column shows above its cards (its title, count, totals), given the cards it shows now. */
  header: (column: C, cards: readonly T[]) => ReactNode;
  /** What a column shows below its cards. */
  footer?: (column: C) => ReactNode;
  /** A card's content; `handle` goes on the element that picks it up (the card itself, or a grip in it). */
  renderCard: (card: T, handle: DragHandle) => ReactNode;
  /** Classes of a card's list item besides the board's own. */
  cardClassName?: string;
  /** Why the move is refused (in the words the server would answer), or undefined when it is allowed. */
  refusal: (card: T, from: C, to: C) => string | undefined;
  /** The title of the toast that says a move was refused. */
  refusedTitle: string;
  /**
   * Makes the move: the card shows in `to` until the promise settles, and then where the data says (moved
   * when it happened, back where it was when it was refused or failed: the mutation's toast says why).
   * `false`: nothing moves yet (a dialog asks first).
   */
  onMove: (card: T, from: C, to: C) => Promise<unknown> | false;
}

/**
 * A board of `columns`. A card moves by dragging, or by keyboard: Space to pick it up, the arrow keys to move
 * it to another column, Space to drop it, Escape to cancel. A move `refusal` refuses is refused before
 * anything is sent, with its reason; any other goes to `onMove`, and the card moves at once.
 */
export function Board<T extends BoardCard, C extends string = string>({
  name,
  className,
  columns,
  cards,
  columnOf,
  cardNoun,
  columnNoun,
  header,
  footer,
  renderCard,
  cardClassName,
  refusal,
  refusedTitle,
  onMove,
  sideways,
}: BoardProps<T, C>) {
  // cards moved but not yet confirmed by the server
  const [moved, setMoved] = useState<Record<string, C>>({});
  // the column the arrow keys last aimed a picked-up card at (null in a pointer drag)
  const aimed = useRef<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates(columns, aimed) }),
  );
  const byId = new Map(cards.map((card) => [card.id, card]));
  const placeOf = (card: T) => moved[card.id] ?? columnOf(card);
  const isColumn = (id: string | undefined): id is C => columns.some((column) => column === id);
  const settle = (id: string) => setMoved(({ [id]: _dropped, ...rest }) => rest);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    aimed.current = null;
    const card = byId.get(String(active.id));
    const to = columnUnder(over);
    if (!card || !isColumn(to)) return;
    const from = placeOf(card);
    if (to === from) return;
    const refused = refusal(card, from, to);
    // refused here as the server would refuse it (in the same words), without asking it
    if (refused) return errorToast(refusedTitle, refused);
    const moving = onMove(card, from, to);
    if (moving === false) return;
    setMoved((current) => ({ ...current, [card.id]: to }));
    const done = () => settle(card.id);
    moving.then(done, done);
  };

  const titleOf = (id: string | number) => byId.get(String(id))?.title ?? `the ${cardNoun}`;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={aimedOrClosest(aimed)}
      measuring={measuring}
      onDragStart={() => {
        aimed.current = null;
      }}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        aimed.current = null;
      }}
      accessibility={{
        announcements: announcements(titleOf, columnNoun),
        screenReaderInstructions: {
          draggable: `Press Space to pick the ${cardNoun} up, the arrow keys to move it to another ${columnNoun}, Space to drop it, Escape to cancel.`,
        },
      }}
    >
      <div
        data-row-list={name}
        data-scrolls-sideways={sideways ? "" : undefined}
        className={cn(
          className,
          sideways && [
            "flex snap-x overflow-x-auto overscroll-x-contain pb-3 [&>section]:shrink-0 [&>section]:snap-start",
            sideways.columnWidth,
          ],
        )}
      >
        {columns.map((column) => {
          const shown = cards.filter((card) => placeOf(card) === column);
          return (
            <Column
              key={column}
              id={column}
              cardIds={shown.map((card) => card.id)}
              header={header(column, shown)}
              footer={footer?.(column)}
            >
              {shown.map((card) => (
                <SortableCard key={card.id} id={card.id} className={cardClassName}>
                  {(handle) => renderCard(card, handle)}
                </SortableCard>
              ))}
            </Column>
          );
        })}
      </div>
    </DndContext>
  );
}

function Column({
  id,
  cardIds,
  header,
  footer,
  children,
}: {
  id: string;
  cardIds: string[];
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <section
      ref={setNodeRef}
      aria-label={`${id} column`}
      className={cn(
        "flex min-h-40 min-w-0 flex-col gap-2 rounded-lg border bg-muted/40 p-3",
        isOver && "ring-2 ring-ring",
      )}
    >
      {header}
      <SortableContext id={id} items={cardIds} strategy={verticalListSortingStrategy}>
        <ul className="flex flex-col gap-2">{children}</ul>
      </SortableContext>
      {footer}
    </section>
  );
}

function SortableCard({
  id,
  className,
  children,
}: {
  id: string;
  className?: string;
  children: (handle: DragHandle) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      data-row-key={id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(className, "list-none", isDragging && "z-10 opacity-80")}
    >
      {children({ attributes, listeners })}
    </li>
  );
}

/** The column under a card being moved: the column itself, or the column of the card it is over. */
function columnUnder(over: Pick<Over, "id" | "data"> | null): string | undefined {
  if (!over) return undefined;
  const sortable = (over.data.current as { sortable?: { containerId: string | number } } | undefined)
    ?.sortable;
  return String(sortable ? sortable.containerId : over.id);
}

/**
 * The columns' places are known before a card is picked up, not measured once the drag has begun: an arrow
 * pressed right after Space (a keyboard user, a screen reader) found no column yet and was lost.
 */
const measuring: MeasuringConfiguration = { droppable: { strategy: MeasuringStrategy.Always } };

/**
 * Left and right arrows move a picked-up card to the previous or next column (in reading order), whatever
 * the cards in the columns; up and down move it within a column (sortable's own coordinates). The column
 * aimed at is kept in `aimed`, and the column the card is over is that one (`aimedOrClosest`): measured
 * geometry alone skipped or missed a column while the sideways board scrolled under the card (seen in CI).
 */
function columnKeyboardCoordinates(
  ids: readonly string[],
  aimed: RefObject<string | null>,
): KeyboardCoordinateGetter {
  return (event, args) => {
    if (event.code !== "ArrowRight" && event.code !== "ArrowLeft")
      return sortableKeyboardCoordinates(event, args);
    event.preventDefault();
    const { collisionRect, droppableRects, droppableContainers, over } = args.context;
    if (!collisionRect) return;
    const columns = droppableContainers
      .getEnabled()
      .filter((container) => ids.includes(String(container.id)))
      .flatMap((container) => {
        const rect = droppableRects.get(container.id);
        return rect ? [{ id: String(container.id), rect }] : [];
      })
      .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
    // the column aimed at before, else the one dnd-kit says the card is over, else the one it stands in
    const said = aimed.current ?? columnUnder(over);
    let current = said === undefined ? -1 : columns.findIndex((c) => c.id === said);
    if (current < 0) {
      const x = collisionRect.left + collisionRect.width / 2;
      const y = collisionRect.top + collisionRect.height / 2;
      const distance = (r: { left: number; top: number; width: number; height: number }) =>
        Math.hypot(r.left + r.width / 2 - x, r.top + r.height / 2 - y);
      const inside = columns.findIndex(
        ({ rect: r }) => x >= r.left && x <= r.left + r.width && y >= r.top && y <= r.top + r.height,
      );
      current =
        inside >= 0
          ? inside
          : columns.indexOf([...columns].sort((a, b) => distance(a.rect) - distance(b.rect))[0]!);
    }
    const next = columns[current + (event.code === "ArrowRight" ? 1 : -1)];
    if (!next) return;
    aimed.current = next.id;
    return { x: next.rect.left + (next.rect.width - collisionRect.width) / 2, y: next.rect.top + 48 };
  };
}

/** The column the arrow keys aimed at while one is, else the closest corners (a pointer drag). */
function aimedOrClosest(aimed: RefObject<string | null>): CollisionDetection {
  return (args) => {
    const column = aimed.current;
    const container = column ? args.droppableContainers.find((c) => c.id === column) : undefined;
    if (container) return [{ id: container.id, data: { droppableContainer: container, value: 0 } }];
    return closestCorners(args);
  };
}

/** What a screen reader hears while a card moves: `titleOf` names the card, `place` what a column is. */
function announcements(titleOf: (id: string | number) => string, place: string): Announcements {
  return {
    onDragStart: ({ active }) =>
      `Picked up ${titleOf(active.id)}. Use the arrow keys to move it to another ${place}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} is over ${columnUnder(over)}.`
        : `${titleOf(active.id)} is over no ${place}.`,
    onDragEnd: ({ active, over }) =>
      over ? `${titleOf(active.id)} dropped on ${columnUnder(over)}.` : `${titleOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
  };
}
