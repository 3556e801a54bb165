import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { messages } from "~/domain/messages";
import { type CreateScriptInput, createScriptSchema } from "~/domain/scripts";
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
import { Textarea } from "~/web/components/ui/textarea";
import { useFormDraft } from "~/web/lib/drafts";
import { failureToast } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";
import { useCreateScript } from "./api";

/** New Script: a title (required) and optional content; saved as a Draft. */
export function NewScriptDialog() {
  const [open, setOpen] = useState(false);
  const form = useForm<CreateScriptInput>({
    resolver: zodResolver(createScriptSchema),
    defaultValues: { title: "", content: "" },
  });
  useFormDraft(form, "new-script");
  const { errors } = form.formState;
  const create = useCreateScript(failureToast(messages.scripts.saveFailed));
  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        toast({ title: messages.scripts.created });
        form.reset();
        setOpen(false);
      },
    }),
  );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden className="size-4" />
          New Script
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>New Script</DialogTitle>
            <DialogDescription>Start a script of your own; it is saved as a Draft.</DialogDescription>
          </DialogHeader>
          <FormField id="new-script-title" label="Title" error={errors.title?.message}>
            <Input {...controlProps("new-script-title", errors.title?.message)} {...form.register("title")} />
          </FormField>
          <FormField id="new-script-content" label="Content" error={errors.content?.message}>
            <Textarea
              rows={8}
              {...controlProps("new-script-content", errors.content?.message)}
              {...form.register("content")}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" pending={create.isPending} pendingLabel="Creating">
              Create Script
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
