import {
  closestCorners,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { DEAL_STAGES, type DealBoard, type DealCard, type DealStage, dealLink } from "~/domain/deals";
import {
  boardAnnouncements,
  boardMeasuring,
  columnKeyboardCoordinates,
} from "~/web/components/board-keyboard";
import { StatusBadge } from "~/web/components/status-badge";
import { Truncate } from "~/web/components/truncate";
import { formatCalendarDate } from "~/web/lib/calendar-date";
import { cn } from "~/web/lib/utils";
import { LostDialog } from "./lost-dialog";
import { Money, Totals } from "./money";
import { useMoveDeal } from "./use-move-deal";

type Column = DealBoard["columns"][number];

/**
 * The pipeline as a board: a column per stage (Lost last) with its count and total value per currency.
 * A card moves as on the staff boards: dragged, or by keyboard (Space to pick it up, the arrow keys to move
 * it to another column, Space to drop, Escape to cancel). Only the moves THE STAGE TABLE allows are sent;
 * the card moves at once and goes back, with the reason, when the server refuses.
 */
export function DealBoardView({ board }: { board: DealBoard }) {
  const { move, lost } = useMoveDeal();
  // cards moved but not yet confirmed by the server
  const [moved, setMoved] = useState<Record<string, DealStage>>({});
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates(DEAL_STAGES) }),
  );
  const cards = board.columns.flatMap((column) => column.items);
  const byId = new Map(cards.map((card) => [card.id, card]));
  const stageOf = (card: DealCard) => moved[card.id] ?? card.stage;
  const columnOf = (
    id: string | number | undefined,
    data?: { sortable?: { containerId: string | number } },
  ) => (data?.sortable ? String(data.sortable.containerId) : id === undefined ? undefined : String(id));
  const settle = (id: string) => setMoved(({ [id]: _dropped, ...rest }) => rest);

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    const card = byId.get(String(active.id));
    const to = columnOf(over?.id, over?.data.current as never) as DealStage | undefined;
    if (!card || !to || !DEAL_STAGES.includes(to)) return;
    const from = stageOf(card);
    if (to === from) return;
    if (to !== "Lost") setMoved((current) => ({ ...current, [card.id]: to }));
    await move(card, from, to);
    settle(card.id);
  };

  const title = (id: string | number) => byId.get(String(id))?.title ?? "the deal";
  const announcements = boardAnnouncements(
    title,
    (over) => columnOf(over.id, over.data.current as never),
    "stage",
  );

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        measuring={boardMeasuring}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              "Press Space to pick the deal up, the arrow keys to move it to another stage, Space to drop it, Escape to cancel.",
          },
        }}
      >
        <div
          data-row-list="Deals board"
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5"
        >
          {board.columns.map((column) => (
            <StageColumn
              key={column.stage}
              column={column}
              cards={cards.filter((card) => stageOf(card) === column.stage)}
            />
          ))}
        </div>
      </DndContext>
      <LostDialog
        title={lost.deal?.title ?? ""}
        open={lost.deal !== null}
        onOpenChange={(open) => {
          if (!open) lost.close();
        }}
        onConfirm={lost.confirm}
      />
    </>
  );
}

function StageColumn({ column, cards }: { column: Column; cards: DealCard[] }) {
  const { setNodeRef, isOver } = useDroppable({ id: column.stage });
  const more = column.count - column.items.length;
  return (
    <section
      ref={setNodeRef}
      aria-label={`${column.stage} column`}
      className={cn(
        "flex min-h-40 min-w-0 flex-col gap-2 rounded-lg border bg-muted/40 p-3",
        isOver && "ring-2 ring-ring",
      )}
    >
      <h3 className="flex items-center justify-between gap-2 text-sm font-medium">
        <StatusBadge status={column.stage} />
        <span className="text-muted-foreground tabular-nums" title={`${column.count} deals`}>
          {column.count}
        </span>
      </h3>
      <Totals totals={column.totals} className="text-xs text-muted-foreground" />
      <SortableContext
        id={column.stage}
        items={cards.map((c) => c.id)}
        strategy={verticalListSortingStrategy}
      >
        <ul className="flex flex-col gap-2">
          {cards.map((card) => (
            <Card key={card.id} card={card} />
          ))}
        </ul>
      </SortableContext>
      {more > 0 && (
        <Link
          to={`?view=list&stage=${encodeURIComponent(column.stage)}`}
          className="text-xs font-medium text-primary hover:underline"
        >
          {more} more in the list
        </Link>
      )}
    </section>
  );
}

function Card({ card }: { card: DealCard }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: card.id,
  });
  return (
    <li
      ref={setNodeRef}
      data-row-key={card.id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn("list-none", isDragging && "z-10 opacity-80")}
    >
      <div className="relative grid gap-1 rounded-md border bg-background p-3 pr-10 text-sm shadow-sm">
        <Link to={dealLink(card.id)} className="font-medium hover:underline">
          <Truncate text={card.title} lines={3} />
        </Link>
        <Truncate text={card.brand.name} className="text-xs text-muted-foreground" />
        <Truncate text={card.creator?.name ?? "No creator"} className="text-xs text-muted-foreground" />
        <div className="flex flex-wrap items-baseline justify-between gap-x-2 text-xs">
          <Money minor={card.valueMinor} currency={card.currency} className="font-medium" />
          {card.expectedCloseDate && (
            <span className="text-muted-foreground">Closes {formatCalendarDate(card.expectedCloseDate)}</span>
          )}
        </div>
        <button
          type="button"
          {...attributes}
          {...listeners}
          aria-label={`Move ${card.title}`}
          className="absolute top-2 right-2 grid size-7 cursor-grab place-items-center rounded text-muted-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <GripVertical aria-hidden className="size-4" />
        </button>
      </div>
    </li>
  );
}
