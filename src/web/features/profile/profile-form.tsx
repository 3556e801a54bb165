import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { messages } from "~/domain/messages";
import { type Profile, type UpdateProfileInput, updateProfileSchema } from "~/domain/users";
import { Button } from "~/web/components/ui/button";
import { controlProps, FormField } from "~/web/components/ui/form-field";
import { Input } from "~/web/components/ui/input";
import { Spinner } from "~/web/components/ui/spinner";
import { Textarea } from "~/web/components/ui/textarea";
import { useFormDraft } from "~/web/lib/drafts";
import { failureToast } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";
import { useUpdateProfile } from "./use-update-profile";

const EMAIL_HINT = "Your sign-in email cannot be changed here.";

/** Full name and bio; the email is shown read-only (spec section 2, Settings). */
export function ProfileForm({ profile }: { profile: Profile }) {
  const form = useForm<UpdateProfileInput>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: { name: profile.name, bio: profile.bio ?? "" },
  });
  useFormDraft(form, "profile");
  const { errors } = form.formState;
  const update = useUpdateProfile(failureToast(messages.profile.updateFailed));

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      { name: values.name, bio: values.bio?.trim() ? values.bio : null },
      {
        onSuccess: (saved) => {
          toast({ title: messages.profile.updated });
          form.reset({ name: saved.name, bio: saved.bio ?? "" });
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="profile-email" label="Email" hint={EMAIL_HINT}>
        <Input
          type="email"
          value={profile.email}
          readOnly
          {...controlProps("profile-email", undefined, EMAIL_HINT)}
        />
      </FormField>
      <FormField id="profile-name" label="Full Name" error={errors.name?.message}>
        <Input
          autoComplete="name"
          {...controlProps("profile-name", errors.name?.message)}
          {...form.register("name")}
        />
      </FormField>
      <FormField id="profile-bio" label="Bio" error={errors.bio?.message}>
        <Textarea
          rows={4}
          placeholder="Tell us about your channel"
          {...controlProps("profile-bio", errors.bio?.message)}
          {...form.register("bio")}
        />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending && <Spinner className="size-4" label="Saving" />}
          Save changes
        </Button>
      </div>
    </form>
  );
}
