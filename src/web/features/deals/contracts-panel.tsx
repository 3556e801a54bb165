import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowDown, ArrowUp, Download, FileSignature, Plus, Trash2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Controller, type FieldErrors, useFieldArray, useForm } from "react-hook-form";
import { Link } from "react-router";
import {
  CONTRACT_STATUS_LABEL,
  type Contract,
  type ContractInput,
  contractInputSchema,
  contractSignPath,
  DEFAULT_USAGE_RIGHTS,
  EXPIRY_DAYS,
  MAX_SIGNERS,
  REMINDER_DAYS,
  SIGNER_ROLE_LABEL,
  SIGNER_STATUS_LABEL,
  type SignerRole,
} from "~/domain/contracts";
import type { Deal } from "~/domain/deals";
import { PagedList } from "~/web/components/paged-list";
import { useCurrentUser } from "~/web/components/session-guard";
import { Badge } from "~/web/components/ui/badge";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/web/components/ui/card";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
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
import { NativeSelect } from "~/web/components/ui/native-select";
import { Spinner } from "~/web/components/ui/spinner";
import { Textarea } from "~/web/components/ui/textarea";
import { useContractAction, useDealContracts } from "~/web/features/contracts";
import { apiErrorToast } from "~/web/lib/api-error-toast";
import { setServerFieldErrors } from "~/web/lib/form-errors";
import { toast } from "~/web/lib/toast";
import { useBrand, useDealPeople } from "./api";
import { FieldPlacer } from "./field-placer";
import { useDocuments } from "./work-api";

/*
 * Issue 37: a deal's contracts, signed inside CreatorDesk. A manager prepares a signing from the agency's
 * template or one of the deal's PDFs, with its signers in order; each signing shows who has signed, and
 * when everyone has, the sealed PDF (one of the deal's documents too). The manager signs the agency's part
 * from here, in their turn.
 */

const PAGE_SIZE = 10;

export function ContractsPanel({ deal }: { deal: Deal }) {
  const [page, setPage] = useState(1);
  const contracts = useDealContracts(deal.id, page);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 space-y-0">
        <CardTitle className="flex items-center gap-2">
          <FileSignature aria-hidden className="size-5" />
          Contracts
        </CardTitle>
        <PrepareDialog deal={deal} />
      </CardHeader>
      <CardContent>
        <PagedList
          query={contracts}
          what="the contracts"
          page={page}
          pageSize={PAGE_SIZE}
          onPage={setPage}
          pagerLabel="Contracts pages"
          isEmpty={(data) => data.total === 0}
          empty={{
            icon: FileSignature,
            title: "No contracts yet",
            description:
              "Prepare one from the agency's template or a PDF: the brand, the creator and the agency sign it here.",
          }}
        >
          {(data) => (
            <ul aria-label="Contracts" className="grid gap-3">
              {data.items.map((contract) => (
                <ContractRow key={contract.id} contract={contract} />
              ))}
            </ul>
          )}
        </PagedList>
      </CardContent>
    </Card>
  );
}

function ContractRow({ contract }: { contract: Contract }) {
  const action = useContractAction();
  return (
    <li data-row-key={contract.id} className="grid gap-3 rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="min-w-0 flex-1 font-medium wrap-anywhere">{contract.title}</span>
        <Badge variant={contract.status === "completed" ? "default" : "secondary"}>
          {CONTRACT_STATUS_LABEL[contract.status]}
        </Badge>
      </div>
      <ol aria-label={`Signers of ${contract.title}`} className="grid gap-1">
        {contract.signers.map((signer) => (
          <li key={signer.id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="min-w-0 wrap-anywhere">
              {signer.position}. {signer.name}{" "}
              <span className="text-muted-foreground">
                ({SIGNER_ROLE_LABEL[signer.role]}, {signer.email})
              </span>
            </span>
            <span className="text-muted-foreground">
              {SIGNER_STATUS_LABEL[signer.status]}
              {signer.signedAt && ` · ${new Date(signer.signedAt).toLocaleString()}`}
              {signer.declineReason && `: ${signer.declineReason}`}
            </span>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-2">
        {contract.yourTurn && (
          <Button asChild size="sm">
            <Link to={contractSignPath("manager", contract.id)}>
              <FileSignature aria-hidden className="size-4" />
              Sign now
            </Link>
          </Button>
        )}
        {contract.sealedUrl ? (
          <Button asChild size="sm" variant="outline">
            <a href={contract.sealedUrl} download>
              <Download aria-hidden className="size-4" />
              Download the signed PDF
            </a>
          </Button>
        ) : (
          <Button asChild size="sm" variant="outline">
            <a href={contract.documentUrl} target="_blank" rel="noreferrer">
              Open the PDF
            </a>
          </Button>
        )}
        {contract.status === "in_progress" && (
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="outline" aria-label={`Cancel the signing of ${contract.title}`}>
                Cancel signing
              </Button>
            }
            title="Cancel this signing?"
            description="No one can sign it any more; the signatures so far are kept in its record. Prepare a new one to start again."
            confirmLabel="Cancel signing"
            destructive
            onConfirm={() =>
              action.mutate(
                { type: "cancel", id: contract.id },
                {
                  onSuccess: () => toast({ title: "Signing cancelled" }),
                  onError: (error) => apiErrorToast("The signing was not cancelled", error),
                },
              )
            }
          />
        )}
        {contract.status === "completed" && contract.sealedSha256 && (
          <span className="text-xs text-muted-foreground wrap-anywhere">
            Sealed · SHA-256 <span className="font-mono">{contract.sealedSha256.slice(0, 16)}…</span>
          </span>
        )}
      </div>
    </li>
  );
}

const ROLES: SignerRole[] = ["brand", "creator", "agency"];

/** The first message among a signer row's errors, for the row's own fields. */
const rowError = (
  errors: FieldErrors<ContractInput>,
  index: number,
  field: "name" | "email" | "userId" | "field",
) => (errors.signers?.[index] as Record<string, { message?: string }> | undefined)?.[field]?.message;

function PrepareDialog({ deal }: { deal: Deal }) {
  const id = useId();
  const me = useCurrentUser();
  const [open, setOpen] = useState(false);
  const brand = useBrand(deal.brand.id);
  const managers = useDealPeople("manager", "", 50);
  // the signing manager is the caller unless changed: always among the choices, whatever the first page holds
  const managerOptions = [
    { id: me.id, name: me.name },
    ...(managers.data?.items ?? [])
      .filter((m) => m.id !== me.id)
      .map((m) => ({ id: m.id, name: m.name || m.email })),
  ];
  const documents = useDocuments(deal.id, 1);
  const pdfs = (documents.data?.items ?? []).filter((d) => d.contentType === "application/pdf");
  const contact = (brand.data?.contacts ?? []).find((c) => c.email);
  const action = useContractAction();
  const blank = (): ContractInput => ({
    source: "template",
    title: `Sponsorship agreement: ${deal.title}`.slice(0, 200),
    usageRights: DEFAULT_USAGE_RIGHTS,
    signers: [
      { role: "brand", name: contact?.name ?? "", email: contact?.email ?? "" },
      { role: "creator" },
      { role: "agency", userId: me.id },
    ],
    reminderDays: REMINDER_DAYS.default,
    expiryDays: EXPIRY_DAYS.default,
  });
  const form = useForm<ContractInput>({ resolver: zodResolver(contractInputSchema), defaultValues: blank() });
  const signers = useFieldArray({ control: form.control, name: "signers" });
  const { errors, isSubmitting } = form.formState;
  // the brand's contact fills the first brand signer once the brand arrives (the dialog may open before it)
  useEffect(() => {
    if (!open || !contact) return;
    const index = form.getValues("signers").findIndex((s) => s.role === "brand");
    if (index < 0 || form.getValues(`signers.${index}.name`) || form.getValues(`signers.${index}.email`))
      return;
    form.setValue(`signers.${index}.name`, contact.name);
    form.setValue(`signers.${index}.email`, contact.email);
  }, [open, contact, form]);
  const source = form.watch("source");
  const documentId = form.watch("documentId");
  const onSubmit = form.handleSubmit(async (values) => {
    const body: ContractInput = {
      ...values,
      usageRights: values.source === "template" ? values.usageRights : undefined,
      documentId: values.source === "upload" ? values.documentId : undefined,
      signers: values.signers.map((s) => ({
        role: s.role,
        ...(s.role === "brand" && { name: s.name, email: s.email }),
        ...(s.role === "agency" && { userId: s.userId }),
        ...(values.source === "upload" && { field: s.field }),
      })),
    };
    try {
      await action.mutateAsync({ type: "prepare", dealId: deal.id, body });
      setOpen(false);
      toast({
        title: "Contract sent for signature",
        description: "The first signer has been asked to sign.",
      });
    } catch (error) {
      if (!setServerFieldErrors(form, error)) apiErrorToast("The contract was not prepared", error);
    }
  });
  const listError =
    (errors.signers as { message?: string; root?: { message?: string } } | undefined)?.root?.message ??
    (errors.signers as { message?: string } | undefined)?.message;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset(blank());
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden className="size-4" />
          Prepare a contract
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Prepare a contract">
          <DialogHeader>
            <DialogTitle>Prepare a contract</DialogTitle>
            <DialogDescription>
              The signers sign in this order, each when the one before has signed. The last signature seals
              the PDF and moves the deal to Contracted.
            </DialogDescription>
          </DialogHeader>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">From</legend>
            <div className="flex flex-wrap gap-4 text-sm">
              <label className="flex items-center gap-2">
                <input type="radio" value="template" {...form.register("source")} className="size-4" />
                The agency's template
              </label>
              <label className="flex items-center gap-2">
                <input type="radio" value="upload" {...form.register("source")} className="size-4" />
                One of the deal's PDFs
              </label>
            </div>
          </fieldset>
          <FormField id={`${id}-title`} label="Title" error={errors.title?.message}>
            <Input {...form.register("title")} {...controlProps(`${id}-title`, errors.title?.message)} />
          </FormField>
          {source === "template" ? (
            <FormField
              id={`${id}-usage`}
              label="Usage rights"
              error={errors.usageRights?.message}
              hint="The template fills in the parties, the fee, the deliverables and their dates from the deal."
            >
              <Textarea
                rows={3}
                {...form.register("usageRights")}
                {...controlProps(`${id}-usage`, errors.usageRights?.message, "hint")}
              />
            </FormField>
          ) : (
            <FormField
              id={`${id}-document`}
              label="The PDF to sign"
              error={errors.documentId?.message}
              hint={pdfs.length === 0 ? "Upload the PDF to the deal's documents first." : undefined}
            >
              <NativeSelect
                {...form.register("documentId", { setValueAs: (v) => v || undefined })}
                {...controlProps(
                  `${id}-document`,
                  errors.documentId?.message,
                  pdfs.length === 0 ? "hint" : undefined,
                )}
              >
                <option value="">Choose a PDF</option>
                {pdfs.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.fileName}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          )}
          <fieldset className="grid gap-3">
            <legend className="mb-1 text-sm font-medium">Signers, in order</legend>
            {signers.fields.map((field, index) => {
              const role = form.watch(`signers.${index}.role`);
              const at = `${id}-signer-${index}`;
              const who =
                role === "brand"
                  ? form.watch(`signers.${index}.name`) || "the brand's signer"
                  : role === "creator"
                    ? (deal.creator?.name ?? "the creator")
                    : (managerOptions.find((m) => m.id === form.watch(`signers.${index}.userId`))?.name ??
                      "the agency's signer");
              return (
                <div key={field.id} className="grid gap-3 rounded-md border p-3">
                  <div className="flex flex-wrap items-end gap-2">
                    <FormField
                      id={`${at}-role`}
                      label={`Signer ${index + 1}`}
                      className="min-w-0 flex-1 basis-28"
                    >
                      <NativeSelect {...form.register(`signers.${index}.role`)} id={`${at}-role`}>
                        {ROLES.map((r) => (
                          <option key={r} value={r}>
                            {SIGNER_ROLE_LABEL[r]}
                          </option>
                        ))}
                      </NativeSelect>
                    </FormField>
                    <Button
                      type="button"
                      variant="outline"
                      size="icon"
                      aria-label={`Move signer ${index + 1} up`}
                      disabled={index === 0}
                      onClick={() => signers.move(index, index - 1)}
                    >
                      <ArrowUp aria-hidden className="size-4" />
                    </Button>
                    <Button
                      type="button"
                      variant="outline"
                      size="icon"
                      aria-label={`Move signer ${index + 1} down`}
                      disabled={index === signers.fields.length - 1}
                      onClick={() => signers.move(index, index + 1)}
                    >
                      <ArrowDown aria-hidden className="size-4" />
                    </Button>
                    <Button
                      type="button"
                      variant="outline"
                      size="icon"
                      aria-label={`Remove signer ${index + 1}`}
                      disabled={signers.fields.length === 1}
                      onClick={() => signers.remove(index)}
                    >
                      <Trash2 aria-hidden className="size-4" />
                    </Button>
                  </div>
                  {role === "brand" && (
                    <div className="grid gap-3 sm:grid-cols-2">
                      <FormField id={`${at}-name`} label="Their name" error={rowError(errors, index, "name")}>
                        <Input
                          {...form.register(`signers.${index}.name`)}
                          {...controlProps(`${at}-name`, rowError(errors, index, "name"))}
                        />
                      </FormField>
                      <FormField
                        id={`${at}-email`}
                        label="Their email"
                        error={rowError(errors, index, "email")}
                      >
                        <Input
                          type="email"
                          {...form.register(`signers.${index}.email`)}
                          {...controlProps(`${at}-email`, rowError(errors, index, "email"))}
                        />
                      </FormField>
                    </div>
                  )}
                  {role === "creator" && (
                    <p className="text-sm text-muted-foreground">
                      {deal.creator?.name ?? "The creator"} signs from their dashboard.
                    </p>
                  )}
                  {role === "agency" && (
                    <FormField
                      id={`${at}-manager`}
                      label="The manager who signs"
                      error={rowError(errors, index, "userId")}
                    >
                      <Controller
                        control={form.control}
                        name={`signers.${index}.userId`}
                        render={({ field: select }) => (
                          <NativeSelect
                            name={select.name}
                            ref={select.ref}
                            value={select.value ?? ""}
                            onBlur={select.onBlur}
                            onChange={(event) => select.onChange(event.target.value || undefined)}
                            {...controlProps(`${at}-manager`, rowError(errors, index, "userId"))}
                          >
                            <option value="">Choose a manager</option>
                            {managerOptions.map((m) => (
                              <option key={m.id} value={m.id}>
                                {m.name}
                              </option>
                            ))}
                          </NativeSelect>
                        )}
                      />
                    </FormField>
                  )}
                  {source === "upload" && (
                    <FieldPlacer
                      id={`${at}-field`}
                      who={who}
                      documentUrl={
                        documentId ? pdfs.find((d) => d.id === documentId)?.downloadUrl : undefined
                      }
                      value={form.watch(`signers.${index}.field`)}
                      error={rowError(errors, index, "field")}
                      onChange={(next) =>
                        form.setValue(`signers.${index}.field`, next, { shouldValidate: true })
                      }
                    />
                  )}
                </div>
              );
            })}
            {listError && <p className="text-sm font-medium text-destructive">{listError}</p>}
            <Button
              type="button"
              variant="outline"
              disabled={signers.fields.length >= MAX_SIGNERS}
              onClick={() => signers.append({ role: "brand", name: "", email: "" })}
            >
              <Plus aria-hidden className="size-4" />
              Add a signer
            </Button>
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField id={`${id}-remind`} label="Remind after (days)" error={errors.reminderDays?.message}>
              <Input
                type="number"
                min={REMINDER_DAYS.min}
                max={REMINDER_DAYS.max}
                {...form.register("reminderDays", { valueAsNumber: true })}
                {...controlProps(`${id}-remind`, errors.reminderDays?.message)}
              />
            </FormField>
            <FormField id={`${id}-expire`} label="Expires after (days)" error={errors.expiryDays?.message}>
              <Input
                type="number"
                min={EXPIRY_DAYS.min}
                max={EXPIRY_DAYS.max}
                {...form.register("expiryDays", { valueAsNumber: true })}
                {...controlProps(`${id}-expire`, errors.expiryDays?.message)}
              />
            </FormField>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting && <Spinner />}
              Send for signature
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
