import { Clock, GripVertical, Plus } from "lucide-react";
import { Link } from "react-router";
import {
  canMoveDeal,
  type DealBoard,
  type DealCard,
  dealLink,
  isNewDealStage,
  refusedDealMoveText,
  staleDays,
} from "~/domain/deals";
import { Board, type DragHandle } from "~/web/components/board";
import { useMinuteTick } from "~/web/components/relative-time";
import { StatusBadge } from "~/web/components/status-badge";
import { Truncate } from "~/web/components/truncate";
import { Button } from "~/web/components/ui/button";
import { formatCalendarDate } from "~/web/lib/calendar-date";
import { DealDialog } from "./deal-dialog";
import { LostDialog } from "./lost-dialog";
import { Money, Totals } from "./money";
import { DEAL_NOT_MOVED, useMoveDeal } from "./use-move-deal";

type Column = DealBoard["columns"][number];

/**
 * The pipeline as a board: a column per stage (Lost last) with its count and total value per currency.
 * A card moves as on the staff boards (components/board.tsx). Only the moves THE STAGE TABLE allows are sent;
 * Lost first asks why.
 */
export function DealBoardView({ board }: { board: DealBoard }) {
  const { move, lost } = useMoveDeal();
  const columns = new Map(board.columns.map((column) => [column.stage, column]));
  return (
    <>
      <Board
        name="Deals board"
        // as Pipedrive's: the stages in one row of fixed-width columns, scrolled sideways at every width
        className="gap-3"
        sideways={{ columnWidth: "[&>section]:w-72" }}
        columns={[...columns.keys()]}
        cards={board.columns.flatMap((column) => column.items)}
        columnOf={(deal) => deal.stage}
        cardNoun="deal"
        columnNoun="stage"
        header={(stage) => <StageHeader column={columns.get(stage)!} />}
        footer={(stage) => <MoreInList column={columns.get(stage)!} />}
        renderCard={(deal, handle) => <Card card={deal} handle={handle} />}
        refusal={(_deal, from, to) => (canMoveDeal(from, to) ? undefined : refusedDealMoveText(from, to))}
        refusedTitle={DEAL_NOT_MOVED}
        onMove={move}
      />
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

function StageHeader({ column }: { column: Column }) {
  const stage = column.stage;
  return (
    <>
      <div className="flex items-center justify-between gap-2">
        <h3 className="flex min-w-0 flex-1 items-center justify-between gap-2 text-sm font-medium">
          <StatusBadge status={stage} />
          <span className="text-muted-foreground tabular-nums" title={`${column.count} deals`}>
            {column.count}
          </span>
        </h3>
        {/* as Pipedrive's: a deal added in a column starts at its stage and shows there (the board stays) */}
        {isNewDealStage(stage) && (
          <DealDialog
            stage={stage}
            trigger={
              <Button size="icon" variant="ghost" className="size-7" aria-label={`Add a deal at ${stage}`}>
                <Plus aria-hidden className="size-4" />
              </Button>
            }
          />
        )}
      </div>
      <Totals totals={column.totals} className="text-xs text-muted-foreground" />
    </>
  );
}

/** A column shows its newest cards; the rest are in the list, filtered by its stage. */
function MoreInList({ column }: { column: Column }) {
  const more = column.count - column.items.length;
  if (more <= 0) return null;
  return (
    <Link
      to={`?view=list&stage=${encodeURIComponent(column.stage)}`}
      className="text-xs font-medium text-primary hover:underline"
    >
      {more} more in the list
    </Link>
  );
}

function Card({ card, handle }: { card: DealCard; handle: DragHandle }) {
  const stale = staleDays(card, useMinuteTick());
  return (
    <div className="relative grid gap-1 rounded-md border bg-background p-3 pr-10 text-sm shadow-sm">
      <Link to={dealLink(card.id)} className="font-medium hover:underline">
        <Truncate text={card.title} lines={3} />
      </Link>
      <Truncate text={card.brand.name} className="text-xs text-muted-foreground" />
      <Truncate text={card.creator?.name ?? "No creator"} className="text-xs text-muted-foreground" />
      {stale !== null && (
        <p className="flex items-center gap-1 text-xs font-medium text-amber-800 dark:text-amber-300">
          <Clock aria-hidden className="size-3.5" />
          No move for {stale} days
        </p>
      )}
      <div className="flex flex-wrap items-baseline justify-between gap-x-2 text-xs">
        <Money minor={card.valueMinor} currency={card.currency} className="font-medium" />
        {card.expectedCloseDate && (
          <span className="text-muted-foreground">Closes {formatCalendarDate(card.expectedCloseDate)}</span>
        )}
      </div>
      <button
        type="button"
        {...handle.attributes}
        {...handle.listeners}
        aria-label={`Move ${card.title}`}
        className="absolute top-2 right-2 grid size-7 cursor-grab place-items-center rounded text-muted-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <GripVertical aria-hidden className="size-4" />
      </button>
    </div>
  );
}
