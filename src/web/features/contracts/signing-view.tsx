import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2, Download, Eraser, FileSignature, Keyboard, PenLine, XCircle } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import {
  CONTRACT_STATUS_LABEL,
  type DeclineInput,
  declineInputSchema,
  SIGN_CONSENT,
  SIGNER_ROLE_LABEL,
  SIGNER_STATUS_LABEL,
  type SignInput,
  type Signing,
  signInputSchema,
} from "~/domain/contracts";
import { PdfPages } from "~/web/components/pdf-pages";
import { Badge } from "~/web/components/ui/badge";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/web/components/ui/card";
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
import { PressedChoice } from "~/web/components/ui/pressed-choice";
import { Spinner } from "~/web/components/ui/spinner";
import { Textarea } from "~/web/components/ui/textarea";
import { setServerFieldErrors } from "~/web/lib/form-errors";
import { cn } from "~/web/lib/utils";

/*
 * A signer's view of their signing (issue 37), the same through an emailed link (a brand contact, no
 * account) and on a dashboard (the creator, a manager): the contract to read, the parties in their order,
 * and, on their turn, their name confirmed, a typed or drawn signature, consent, Sign or Decline.
 */

type Props = {
  signing: Signing;
  onSign: (body: SignInput) => Promise<unknown>;
  onDecline: (body: DeclineInput) => Promise<unknown>;
  /** what a failed call says (a toast, or a line on the public page) */
  onFailure: (title: string, error: unknown) => void;
};

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

export function SigningView({ signing, onSign, onDecline, onFailure }: Props) {
  const [declined, setDeclined] = useState(false);
  const open = signing.status === "in_progress" && signing.you.status === "pending" && !declined;
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <p className="text-sm text-muted-foreground">
          {signing.brand} · {signing.dealTitle}
        </p>
        <h1 className="text-2xl font-semibold tracking-tight wrap-anywhere">{signing.title}</h1>
        <p className="text-sm text-muted-foreground">
          {CONTRACT_STATUS_LABEL[signing.status]}
          {signing.status === "in_progress" && ` · open until ${when(signing.expiresAt)}`}
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card>
          <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 space-y-0">
            <CardTitle>The contract</CardTitle>
            <Button asChild variant="outline" size="sm">
              <a href={signing.documentUrl} target="_blank" rel="noreferrer">
                <Download aria-hidden className="size-4" />
                {signing.status === "completed" ? "Open the signed PDF" : "Open the contract (PDF)"}
              </a>
            </Button>
          </CardHeader>
          <CardContent className="grid gap-2">
            <section
              aria-label={`${signing.title}, its pages`}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keyboard
              tabIndex={0}
              className="max-h-[75dvh] overflow-y-auto rounded-md border bg-muted p-2 focus-visible:outline-2 focus-visible:outline-ring"
            >
              <PdfPages
                url={signing.documentUrl}
                title={signing.title}
                fallback="The contract could not be shown here: open the PDF with the button above."
              />
            </section>
            <p className="text-xs text-muted-foreground wrap-anywhere">
              Its SHA-256 as sent for signing: <span className="font-mono">{signing.documentSha256}</span>
            </p>
          </CardContent>
        </Card>
        <div className="grid content-start gap-6">
          <Parties signing={signing} />
          {declined ? (
            <Outcome icon={XCircle} title="You declined this contract">
              The agency has your reason. Nothing was signed.
            </Outcome>
          ) : open ? (
            <SignForm signing={signing} onSign={onSign} onFailure={onFailure} />
          ) : (
            <Standing signing={signing} />
          )}
          {open && (
            <DeclineDialog onDecline={onDecline} onDone={() => setDeclined(true)} onFailure={onFailure} />
          )}
        </div>
      </div>
    </div>
  );
}

function Parties({ signing }: { signing: Signing }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Signers, in order</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-2 text-sm" aria-label="Signers, in order">
          {signing.parties.map((party, index) => (
            <li
              key={`${party.role}:${party.name}:${party.status}`}
              className="flex flex-wrap items-center justify-between gap-2"
            >
              <span className="min-w-0 wrap-anywhere">
                {index + 1}. {party.name}{" "}
                <span className="text-muted-foreground">({SIGNER_ROLE_LABEL[party.role]})</span>
              </span>
              <Badge variant={party.status === "signed" ? "default" : "secondary"}>
                {SIGNER_STATUS_LABEL[party.status]}
              </Badge>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

function Outcome({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof CheckCircle2;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div role="status" className="grid justify-items-start gap-2 rounded-lg border bg-background p-4">
      <Icon aria-hidden className="size-6 text-muted-foreground" />
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="text-sm text-muted-foreground">{children}</p>
    </div>
  );
}

/** Where the signer stands when it is not their turn to sign. */
function Standing({ signing }: { signing: Signing }) {
  const { you, status } = signing;
  if (status === "completed")
    return (
      <Outcome icon={CheckCircle2} title="Signed by everyone and sealed">
        The signed PDF carries the agency's digital seal and a certificate of every signature. Open it above
        to keep a copy.
      </Outcome>
    );
  if (you.status === "signed")
    return (
      <Outcome icon={CheckCircle2} title="You signed">
        {you.signedAt ? `You signed on ${when(you.signedAt)}. ` : ""}
        {status === "in_progress" || status === "sealing"
          ? "The next signer has been asked; the sealed copy follows when everyone has signed."
          : `The signing is ${CONTRACT_STATUS_LABEL[status].toLowerCase()}.`}
      </Outcome>
    );
  if (status !== "in_progress")
    return (
      <Outcome icon={XCircle} title={`This signing is ${CONTRACT_STATUS_LABEL[status].toLowerCase()}`}>
        There is nothing left to sign.
      </Outcome>
    );
  const before = signing.parties.find((p) => p.status === "pending");
  return (
    <Outcome icon={FileSignature} title="Not your turn yet">
      {before ? `${before.name} signs first. ` : ""}You will be told when it is your turn.
    </Outcome>
  );
}

type Mode = "typed" | "drawn";
const MODES = [
  { value: "typed" as const, label: "Type", icon: Keyboard },
  { value: "drawn" as const, label: "Draw", icon: PenLine },
];

function SignForm({ signing, onSign, onFailure }: Omit<Props, "onDecline">) {
  const id = useId();
  const [mode, setMode] = useState<Mode>("typed");
  const form = useForm<SignInput>({
    resolver: zodResolver(signInputSchema),
    defaultValues: {
      confirmName: "",
      signature: { kind: "typed", text: "" },
      consent: false as unknown as true,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onSign(values);
    } catch (error) {
      if (!setServerFieldErrors(form, error)) onFailure("The contract was not signed", error);
    }
  });
  const signatureError =
    (
      errors.signature as
        | { text?: { message?: string }; image?: { message?: string }; message?: string }
        | undefined
    )?.text?.message ??
    (errors.signature as { image?: { message?: string } } | undefined)?.image?.message ??
    errors.signature?.message;
  const typed = form.watch("signature");
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Your signature</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Sign the contract">
          <FormField
            id={`${id}-name`}
            label="Your full name"
            error={errors.confirmName?.message}
            hint={`As the contract has it: ${signing.you.name}`}
          >
            <Input
              autoComplete="name"
              {...form.register("confirmName")}
              {...controlProps(`${id}-name`, errors.confirmName?.message, "hint")}
            />
          </FormField>
          <PressedChoice
            legend="How you sign"
            value={mode}
            onChange={(next) => {
              setMode(next);
              form.setValue(
                "signature",
                next === "typed" ? { kind: "typed", text: "" } : { kind: "drawn", image: "" },
              );
              form.clearErrors("signature");
            }}
            options={MODES}
          />
          {mode === "typed" ? (
            <FormField id={`${id}-typed`} label="Type your signature" error={signatureError}>
              <Input
                {...form.register("signature.text")}
                {...controlProps(`${id}-typed`, signatureError)}
                className="font-serif text-xl italic"
              />
            </FormField>
          ) : (
            <Controller
              control={form.control}
              name="signature"
              render={({ field }) => (
                <SignaturePad
                  id={`${id}-drawn`}
                  error={signatureError}
                  onChange={(image) => field.onChange({ kind: "drawn", image })}
                />
              )}
            />
          )}
          {typed.kind === "typed" && typed.text && (
            <p
              aria-hidden
              className="rounded-md border bg-muted/40 px-3 py-2 font-serif text-2xl italic text-blue-900"
            >
              {typed.text}
            </p>
          )}
          <div className="grid gap-1">
            <label className="flex items-start gap-2 text-sm" htmlFor={`${id}-consent`}>
              <input
                type="checkbox"
                className="mt-1 size-4"
                {...form.register("consent")}
                {...controlProps(`${id}-consent`, errors.consent?.message)}
              />
              <span>{SIGN_CONSENT}</span>
            </label>
            {errors.consent && (
              <p id={`${id}-consent-error`} className="text-sm font-medium text-destructive">
                {errors.consent.message}
              </p>
            )}
          </div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Spinner /> : <FileSignature aria-hidden className="size-4" />}
            Sign the contract
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** A drawn signature: pointer strokes on a canvas, kept as a PNG; Clear starts again. */
function SignaturePad({
  id,
  error,
  onChange,
}: {
  id: string;
  error?: string;
  onChange: (image: string) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [empty, setEmpty] = useState(true);
  useEffect(() => {
    const context = canvas.current?.getContext("2d");
    if (!context) return;
    context.lineWidth = 2.5;
    context.lineCap = "round";
    context.lineJoin = "round";
    context.strokeStyle = "#1e3a8a";
  }, []);
  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * event.currentTarget.width,
      y: ((event.clientY - box.top) / box.height) * event.currentTarget.height,
    };
  };
  return (
    <div className="grid gap-2">
      <span id={`${id}-label`} className="text-sm font-medium">
        Draw your signature
      </span>
      <canvas
        ref={canvas}
        id={id}
        width={600}
        height={200}
        role="img"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        className={cn("h-32 w-full touch-none rounded-md border bg-white", error && "border-destructive")}
        onPointerDown={(event) => {
          const context = event.currentTarget.getContext("2d");
          if (!context) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          drawing.current = true;
          const { x, y } = point(event);
          context.beginPath();
          context.moveTo(x, y);
        }}
        onPointerMove={(event) => {
          if (!drawing.current) return;
          const context = event.currentTarget.getContext("2d");
          const { x, y } = point(event);
          context?.lineTo(x, y);
          context?.stroke();
        }}
        onPointerUp={(event) => {
          if (!drawing.current) return;
          drawing.current = false;
          setEmpty(false);
          onChange(event.currentTarget.toDataURL("image/png"));
        }}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          With a mouse, a finger or a pen. No pointer? Choose Type.
        </p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={empty}
          onClick={() => {
            const element = canvas.current;
            element?.getContext("2d")?.clearRect(0, 0, element.width, element.height);
            setEmpty(true);
            onChange("");
          }}
        >
          <Eraser aria-hidden className="size-4" />
          Clear
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

function DeclineDialog({
  onDecline,
  onDone,
  onFailure,
}: {
  onDecline: Props["onDecline"];
  onDone: () => void;
  onFailure: Props["onFailure"];
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const form = useForm<DeclineInput>({
    resolver: zodResolver(declineInputSchema),
    defaultValues: { reason: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onDecline(values);
      setOpen(false);
      onDone();
    } catch (error) {
      if (!setServerFieldErrors(form, error)) onFailure("Your answer was not sent", error);
    }
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">Decline to sign</Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Decline to sign?</DialogTitle>
            <DialogDescription>
              The signing ends for everyone, and the agency reads your reason. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <FormField id={`${id}-reason`} label="Why you decline" error={errors.reason?.message}>
            <Textarea
              rows={4}
              {...form.register("reason")}
              {...controlProps(`${id}-reason`, errors.reason?.message)}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Keep the contract open
            </Button>
            <Button type="submit" variant="destructive" disabled={isSubmitting}>
              {isSubmitting && <Spinner />}
              Decline
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
