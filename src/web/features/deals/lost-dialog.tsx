import { useId, useState } from "react";
import { Button } from "~/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/web/components/ui/dialog";
import { controlProps, FormField } from "~/web/components/ui/form-field";
import { Spinner } from "~/web/components/ui/spinner";
import { Textarea } from "~/web/components/ui/textarea";

/** Asks why a deal was lost before it moves to Lost; `onConfirm` returns false to keep it open. */
export function LostDialog({
  title,
  open,
  onOpenChange,
  onConfirm,
}: {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (reason: string) => Promise<boolean>;
}) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setReason("");
          setError(undefined);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={async (event) => {
            event.preventDefault();
            if (!reason.trim()) {
              setError("Say why the deal was lost");
              document.getElementById(id)?.focus();
              return;
            }
            setPending(true);
            try {
              if (await onConfirm(reason.trim())) onOpenChange(false);
            } finally {
              setPending(false);
            }
          }}
        >
          <DialogHeader>
            <DialogTitle>Mark as lost</DialogTitle>
            <DialogDescription>
              Why was &lsquo;{title}&rsquo; lost? The reason stays with the deal and its history.
            </DialogDescription>
          </DialogHeader>
          <FormField id={id} label="Reason (required)" error={error}>
            <Textarea
              rows={3}
              {...controlProps(id, error)}
              value={reason}
              placeholder="The brand went with another creator"
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending && <Spinner className="size-4" label="Saving" />}
              Mark as lost
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
