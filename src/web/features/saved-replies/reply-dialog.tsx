import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { messages } from "~/domain/messages";
import { PLACEHOLDERS } from "~/domain/placeholders";
import { type SavedReply, savedReplyInputSchema } from "~/domain/saved-replies";
import { Button } from "~/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/web/components/ui/dialog";
import { controlProps, FormField } from "~/web/components/ui/form-field";
import { Input } from "~/web/components/ui/input";
import { Spinner } from "~/web/components/ui/spinner";
import { Textarea } from "~/web/components/ui/textarea";
import { apiErrorToast } from "~/web/lib/api-error-toast";
import { setServerFieldErrors } from "~/web/lib/form-errors";
import { toast } from "~/web/lib/toast";
import { useSavedReplyAction } from "./api";

type Values = z.input<typeof savedReplyInputSchema>;
const valuesOf = (reply?: SavedReply): Values => ({
  title: reply?.title ?? "",
  content: reply?.content ?? "",
});

/** The New saved reply and Edit dialog: a title and the text, with the placeholders it may use. */
export function SavedReplyDialog({ reply, trigger }: { reply?: SavedReply; trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  const action = useSavedReplyAction();
  const form = useForm<Values>({
    resolver: zodResolver(savedReplyInputSchema),
    defaultValues: valuesOf(reply),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const body = savedReplyInputSchema.parse(values);
      await action.mutateAsync(reply ? { type: "update", id: reply.id, body } : { type: "create", body });
      toast({ title: reply ? messages.savedReplies.saved : messages.savedReplies.created(body.title) });
      setOpen(false);
    } catch (error) {
      if (!setServerFieldErrors(form, error)) apiErrorToast(messages.savedReplies.saveFailed, error);
    }
  });

  const id = reply ? `reply-${reply.id}` : "new-reply";
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset(valuesOf(reply));
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{reply ? "Edit saved reply" : "New saved reply"}</DialogTitle>
            <DialogDescription>
              Every manager can insert it in a chat by typing / in the reply box.
            </DialogDescription>
          </DialogHeader>
          <FormField id={`${id}-title`} label="Title (required)" error={errors.title?.message}>
            <Input {...controlProps(`${id}-title`, errors.title?.message)} {...form.register("title")} />
          </FormField>
          <FormField id={`${id}-content`} label="Text (required)" error={errors.content?.message}>
            <Textarea
              rows={6}
              {...controlProps(`${id}-content`, errors.content?.message)}
              aria-describedby={`${id}-placeholders`}
              {...form.register("content")}
            />
          </FormField>
          <div id={`${id}-placeholders`} className="text-sm text-muted-foreground">
            <p>Placeholders, filled in when the reply is inserted:</p>
            <ul className="mt-1 list-disc pl-5">
              {Object.entries(PLACEHOLDERS).map(([key, meaning]) => (
                <li key={key}>
                  <code className="font-mono text-foreground">{`{{${key}}}`}</code> {meaning.toLowerCase()}
                </li>
              ))}
            </ul>
            <p className="mt-1">
              Give a fallback for when it is not known:{" "}
              <code className="font-mono text-foreground">{"{{visitor.name|there}}"}</code>.
            </p>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting && <Spinner className="size-4" label="Saving" />}
              {reply ? "Save reply" : "Add reply"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
