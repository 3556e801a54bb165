import { Keyboard } from "lucide-react";
import { Button } from "~/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/web/components/ui/dialog";
import { INBOX_SHORTCUTS } from "./inbox-keyboard";

/** The "?" dialog: every shortcut of the inbox, and the button that opens it (its hint in the header). */
export function ShortcutsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          aria-keyshortcuts="?"
          title="Keyboard shortcuts (?)"
          aria-label="Keyboard shortcuts"
        >
          <Keyboard aria-hidden className="size-4" />
          <kbd className="hidden font-mono text-xs text-muted-foreground sm:inline">?</kbd>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>
            In Live Chats, when you are not typing in a field. Keys with Ctrl, Alt or ⌘ are left to the
            browser.
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
          {INBOX_SHORTCUTS.map((shortcut) => (
            <div key={shortcut.key} className="contents">
              <dt>
                <kbd className="inline-flex min-w-7 justify-center rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">
                  {shortcut.key}
                </kbd>
              </dt>
              <dd>{shortcut.label}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
