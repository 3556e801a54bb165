import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useState } from "react";
import { useForm } from "react-hook-form";
import { messages } from "~/domain/messages";
import {
  type Channel,
  type ChannelInput,
  channelInputSchema,
  PLATFORM_LABEL,
  PLATFORMS,
} from "~/domain/performance";
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
import { apiErrorMessage } from "~/web/lib/api-error-toast";
import { toast } from "~/web/lib/toast";
import { useSaveChannel } from "./api";
import { selectClass } from "./select-field";

/** Adds a channel, or edits one: name, platform and link. The dialog stays open, input kept, on failure. */
export function ChannelDialog({ channel, trigger }: { channel?: Channel; trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  const save = useSaveChannel();
  const form = useForm<ChannelInput>({
    resolver: zodResolver(channelInputSchema),
    defaultValues: channel
      ? { name: channel.name, platform: channel.platform, url: channel.url }
      : { name: "", platform: "youtube", url: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const prefix = channel ? `channel-${channel.id}` : "new-channel";

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: channel?.id, input });
      toast({ title: channel ? messages.performance.channelUpdated : messages.performance.channelAdded });
      setOpen(false);
      if (!channel) form.reset();
    } catch (error) {
      form.setError("root", { message: apiErrorMessage(error) });
    }
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{channel ? `Edit ${channel.name}` : "Add a channel"}</DialogTitle>
            <DialogDescription>
              The channel whose analytics exports you import. Its figures are shown to you and to your talent
              managers only.
            </DialogDescription>
          </DialogHeader>
          <FormField id={`${prefix}-name`} label="Channel name" error={errors.name?.message}>
            <Input {...form.register("name")} {...controlProps(`${prefix}-name`, errors.name?.message)} />
          </FormField>
          <FormField id={`${prefix}-platform`} label="Platform" error={errors.platform?.message}>
            <select
              className={selectClass}
              {...form.register("platform")}
              {...controlProps(`${prefix}-platform`, errors.platform?.message)}
            >
              {PLATFORMS.map((platform) => (
                <option key={platform} value={platform}>
                  {PLATFORM_LABEL[platform]}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            id={`${prefix}-url`}
            label="Channel link"
            error={errors.url?.message}
            hint="For example https://www.youtube.com/@yourchannel"
          >
            <Input
              type="url"
              inputMode="url"
              {...form.register("url")}
              {...controlProps(
                `${prefix}-url`,
                errors.url?.message,
                "For example https://www.youtube.com/@yourchannel",
              )}
            />
          </FormField>
          {errors.root?.message && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.root.message}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" pending={isSubmitting} pendingLabel="Saving">
              {channel ? "Save channel" : "Add channel"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
