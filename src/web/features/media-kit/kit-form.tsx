import { zodResolver } from "@hookform/resolvers/zod";
import { Eye, Plus, Save, Trash2 } from "lucide-react";
import { type UseFormReturn, useFieldArray, useForm } from "react-hook-form";
import { Link } from "react-router";
import { CURRENCIES, DEFAULT_CURRENCY } from "~/domain/deals";
import {
  BIO_MAX,
  MAX_PORTFOLIO_LINKS,
  MAX_RATES,
  type MediaKit,
  type MediaKitForm,
  mediaKitFormSchema,
  toKitForm,
  toKitInput,
} from "~/domain/media-kit";
import { messages } from "~/domain/messages";
import { PageHeader } from "~/web/components/dashboard/page-header";
import { LeaveGuard } from "~/web/components/leave-guard";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/web/components/ui/card";
import { controlProps, FormField } from "~/web/components/ui/form-field";
import { Input } from "~/web/components/ui/input";
import { NativeSelect } from "~/web/components/ui/native-select";
import { Textarea } from "~/web/components/ui/textarea";
import { useFormDraft } from "~/web/lib/drafts";
import { setServerFieldErrors } from "~/web/lib/form-errors";
import { failureToast } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";
import { useSaveMediaKit } from "./api";
import { KitStatus } from "./kit-status";

const PREVIEW_PATH = "/creator-dashboard/media-kit/preview";

type Form = UseFormReturn<MediaKitForm>;

const BIO_HINT = `What you make and for whom. At most ${BIO_MAX.toLocaleString("en-US")} characters.`;

/** A row's remove button (a link's, a rate's). */
function RemoveRow({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="sm:mt-7"
      aria-label={label}
      onClick={onClick}
    >
      <Trash2 aria-hidden className="size-5" />
    </Button>
  );
}

function PortfolioLinks({ form }: { form: Form }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "portfolioLinks" });
  const errors = form.formState.errors.portfolioLinks;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Selected work</CardTitle>
        <CardDescription>
          Up to {MAX_PORTFOLIO_LINKS} links to videos or campaigns you are proud of.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {fields.length === 0 && <p className="text-sm text-muted-foreground">No links yet.</p>}
        <ul className="grid gap-4">
          {fields.map((field, i) => {
            const error = errors?.[i];
            return (
              <li key={field.id} className="grid gap-3 sm:grid-cols-[1fr_2fr_auto] sm:items-start">
                <FormField
                  id={`kit-link-${i}-title`}
                  label={`Link ${i + 1} title`}
                  error={error?.title?.message}
                >
                  <Input
                    {...controlProps(`kit-link-${i}-title`, error?.title?.message)}
                    {...form.register(`portfolioLinks.${i}.title`)}
                  />
                </FormField>
                <FormField
                  id={`kit-link-${i}-url`}
                  label={`Link ${i + 1} address`}
                  error={error?.url?.message}
                >
                  <Input
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                    {...controlProps(`kit-link-${i}-url`, error?.url?.message)}
                    {...form.register(`portfolioLinks.${i}.url`)}
                  />
                </FormField>
                <RemoveRow label={`Remove link ${i + 1}`} onClick={() => remove(i)} />
              </li>
            );
          })}
        </ul>
        {errors?.root?.message && <p className="text-sm text-destructive">{errors.root.message}</p>}
        <Button
          type="button"
          variant="outline"
          className="w-fit"
          disabled={fields.length >= MAX_PORTFOLIO_LINKS}
          onClick={() => append({ title: "", url: "" })}
        >
          <Plus aria-hidden className="size-4" />
          Add link
        </Button>
      </CardContent>
    </Card>
  );
}

function Rates({ form }: { form: Form }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "rates" });
  const errors = form.formState.errors.rates;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Rates</CardTitle>
        <CardDescription>
          What a brand pays for each kind of content. Shown only if you choose.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <label className="flex w-fit items-center gap-3 text-sm font-medium">
          <input type="checkbox" className="size-6 shrink-0 accent-primary" {...form.register("showRates")} />
          Show my rates on the media kit
        </label>
        <ul className="grid gap-4">
          {fields.map((field, i) => {
            const error = errors?.[i];
            return (
              <li key={field.id} className="grid gap-3 sm:grid-cols-[2fr_1fr_8rem_auto] sm:items-start">
                <FormField id={`kit-rate-${i}-label`} label={`Rate ${i + 1}`} error={error?.label?.message}>
                  <Input
                    placeholder="e.g. Dedicated video"
                    {...controlProps(`kit-rate-${i}-label`, error?.label?.message)}
                    {...form.register(`rates.${i}.label`)}
                  />
                </FormField>
                <FormField id={`kit-rate-${i}-amount`} label="Amount" error={error?.amount?.message}>
                  <Input
                    inputMode="decimal"
                    className="tabular-nums"
                    {...controlProps(`kit-rate-${i}-amount`, error?.amount?.message)}
                    {...form.register(`rates.${i}.amount`)}
                  />
                </FormField>
                <FormField id={`kit-rate-${i}-currency`} label="Currency" error={error?.currency?.message}>
                  <NativeSelect
                    {...controlProps(`kit-rate-${i}-currency`, error?.currency?.message)}
                    {...form.register(`rates.${i}.currency`)}
                  >
                    {CURRENCIES.map((currency) => (
                      <option key={currency}>{currency}</option>
                    ))}
                  </NativeSelect>
                </FormField>
                <RemoveRow label={`Remove rate ${i + 1}`} onClick={() => remove(i)} />
              </li>
            );
          })}
        </ul>
        <Button
          type="button"
          variant="outline"
          className="w-fit"
          disabled={fields.length >= MAX_RATES}
          onClick={() => append({ label: "", amount: "", currency: DEFAULT_CURRENCY })}
        >
          <Plus aria-hidden className="size-4" />
          Add rate
        </Button>
      </CardContent>
    </Card>
  );
}

/** The creator's media kit editor: one form, validated by the shared schema, saved as a whole. */
export function KitForm({ kit }: { kit: MediaKit }) {
  const form = useForm<MediaKitForm>({
    resolver: zodResolver(mediaKitFormSchema),
    defaultValues: toKitForm(kit),
  });
  useFormDraft(form, "media-kit");
  const { errors, isDirty } = form.formState;
  const save = useSaveMediaKit(failureToast(messages.mediaKit.saveFailed));
  const slug = form.watch("slug");
  const published = form.watch("published");
  const slugHint = `Lowercase letters, digits and hyphens. Your kit's address: ${window.location.origin}/kit/${slug || "…"}`;

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(toKitInput(mediaKitFormSchema.parse(values)), {
      onSuccess: (saved) => {
        form.reset(toKitForm(saved));
        const changed = saved.published !== kit.published || !kit.saved;
        toast({
          title: changed
            ? saved.published
              ? messages.mediaKit.published
              : messages.mediaKit.unpublished
            : messages.mediaKit.saved,
        });
      },
      onError: (error) => setServerFieldErrors(form, error),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-label="Media kit">
      <PageHeader
        title="Media kit"
        description="A page brands open without an account: who you are, your channels' figures, your work and, if you choose, your rates."
        action={
          <>
            {kit.saved && (
              <Button asChild variant="outline">
                <Link to={PREVIEW_PATH}>
                  <Eye aria-hidden className="size-4" />
                  Preview
                </Link>
              </Button>
            )}
            <Button type="submit" pending={save.isPending} pendingLabel="Saving">
              <Save aria-hidden className="size-4" />
              Save
            </Button>
          </>
        }
      />
      <KitStatus kit={kit} form={form} slug={slug} published={published} />
      <Card>
        <CardHeader>
          <CardTitle>About you</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <FormField id="kit-slug" label="Address" error={errors.slug?.message} hint={slugHint}>
            <Input
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              {...controlProps("kit-slug", errors.slug?.message, slugHint)}
              {...form.register("slug")}
            />
          </FormField>
          <FormField id="kit-name" label="Display name" error={errors.displayName?.message}>
            <Input
              autoComplete="name"
              {...controlProps("kit-name", errors.displayName?.message)}
              {...form.register("displayName")}
            />
          </FormField>
          <FormField id="kit-bio" label="Bio" error={errors.bio?.message} hint={BIO_HINT}>
            <Textarea
              rows={6}
              {...controlProps("kit-bio", errors.bio?.message, BIO_HINT)}
              {...form.register("bio")}
            />
          </FormField>
          <p className="text-sm text-muted-foreground">
            Your photo is your profile picture (change it in{" "}
            <Link to="/creator-dashboard/settings" className="text-primary underline">
              Settings
            </Link>
            ); your channels and their figures come from{" "}
            <Link to="/creator-dashboard/performance" className="text-primary underline">
              Performance
            </Link>
            .
          </p>
        </CardContent>
      </Card>
      <PortfolioLinks form={form} />
      <Rates form={form} />
      <LeaveGuard isDirty={isDirty} what="your media kit" />
    </form>
  );
}
