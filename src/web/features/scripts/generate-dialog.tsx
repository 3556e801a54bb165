import { zodResolver } from "@hookform/resolvers/zod";
import { Sparkles } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useForm } from "react-hook-form";
import { messages } from "~/domain/messages";
import { AI_PROMPT_MAX, generateScriptSchema } from "~/domain/scripts";
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
import { Textarea } from "~/web/components/ui/textarea";
import { ApiError } from "~/web/lib/api";
import { useFormDraft } from "~/web/lib/drafts";
import { setServerFieldErrors } from "~/web/lib/form-errors";
import { toast } from "~/web/lib/toast";
import { useGenerateScript } from "./api";

/** 'Generate with AI' (spec sections 2, 5 and 8): a prompt in, a Draft titled 'AI: ...' out. */
export function GenerateDialog({ trigger }: { trigger?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const form = useForm({ resolver: zodResolver(generateScriptSchema), defaultValues: { prompt: "" } });
  useFormDraft(form, "ai-prompt");
  const { errors, isSubmitting } = form.formState;
  const error = errors.prompt?.message;
  const generate = useGenerateScript({
    errorToast: {
      title: messages.scripts.aiFailedTitle,
      // the server says which of the spec's texts applies (quota, invalid format, the default)
      description: (failure) =>
        failure instanceof ApiError && failure.status !== 0
          ? failure.message
          : messages.scripts.aiDefaultError,
    },
  });

  const onSubmit = form.handleSubmit(async ({ prompt }) => {
    try {
      await generate.mutateAsync(prompt);
      toast({ title: messages.scripts.aiCreated });
      setOpen(false);
      form.reset();
    } catch (failure) {
      // the mutation's meta says why; a field the server refused shows under it too
      setServerFieldErrors(form, failure);
    }
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {trigger ?? (
          <Button>
            <Sparkles aria-hidden className="size-4" />
            Generate with AI
          </Button>
        )}
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Generate with AI</DialogTitle>
            <DialogDescription>
              Describe the video. The draft is saved to My Scripts as a Draft you can edit.
            </DialogDescription>
          </DialogHeader>
          <FormField
            id="ai-prompt"
            label="Prompt"
            error={error}
            hint="Topic, audience, length and tone help."
          >
            <Textarea
              rows={5}
              maxLength={AI_PROMPT_MAX}
              placeholder="e.g. A 5-minute video with budget tips for new streamers, upbeat tone"
              {...controlProps("ai-prompt", error, "Topic, audience, length and tone help.")}
              {...form.register("prompt")}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" pending={isSubmitting} pendingLabel="Generating">
              <Sparkles aria-hidden className="size-4" />
              Generate
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
