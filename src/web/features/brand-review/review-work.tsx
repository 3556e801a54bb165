import { CheckCircle2, MapPin, RotateCcw } from "lucide-react";
import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { BrandReview, BrandReviewVersion } from "~/domain/brand-links";
import { formatDay } from "~/domain/clock";
import type { FileComment } from "~/domain/file-comments";
import { FILE_COMMENT_MAX_LENGTH, formatMoment } from "~/domain/moments";
import { RelativeTime } from "~/web/components/relative-time";
import { Button } from "~/web/components/ui/button";
import { controlProps, FormField } from "~/web/components/ui/form-field";
import { Input } from "~/web/components/ui/input";
import { Label } from "~/web/components/ui/label";
import { NativeSelect } from "~/web/components/ui/native-select";
import { Textarea } from "~/web/components/ui/textarea";
import { toast } from "~/web/lib/toast";
import { failureText, postBrandComment, postBrandVerdict } from "./api";

/*
 * The review's tools (issue 36), loaded after the player shows (bench:web budgets the JavaScript before it):
 * who the brand is, the verdicts so far, the version picker, the comments and their composer, the verdict.
 */

export type Guest = { name: string; email: string };
export type Who = () => Promise<Guest | null>;

export function GuestForm({
  guest,
  errors,
  onGuest,
}: {
  guest: Guest;
  errors: { name?: string; email?: string };
  onGuest: (guest: Guest) => void;
}) {
  return (
    <form
      aria-label="Who you are"
      className="grid gap-3 rounded-lg border bg-background p-4 sm:grid-cols-2"
      onSubmit={(event) => event.preventDefault()}
      noValidate
    >
      <p className="text-sm text-muted-foreground sm:col-span-2">
        Your name and email go with your comments and your verdict.
      </p>
      <FormField id="guest-name" label="Your name" error={errors.name}>
        <Input
          autoComplete="name"
          value={guest.name}
          onChange={(event) => onGuest({ ...guest, name: event.target.value })}
          {...controlProps("guest-name", errors.name)}
        />
      </FormField>
      <FormField id="guest-email" label="Your email" error={errors.email}>
        <Input
          type="email"
          autoComplete="email"
          value={guest.email}
          onChange={(event) => onGuest({ ...guest, email: event.target.value })}
          {...controlProps("guest-email", errors.email)}
        />
      </FormField>
    </form>
  );
}

export function Verdicts({ verdicts }: { verdicts: BrandReview["verdicts"] }) {
  if (verdicts.length === 0) return null;
  return (
    <section aria-label="Verdicts so far" className="grid gap-2 rounded-lg border bg-background p-4">
      <h2 className="text-sm font-semibold">Verdicts so far</h2>
      <ul className="grid gap-1 text-sm">
        {verdicts.map((verdict) => (
          <li key={verdict.createdAt} className="wrap-anywhere">
            {verdict.verdict === "approved" ? "Approved" : "Changes requested"}
            {verdict.version !== null && ` on v${verdict.version}`} by {verdict.name}{" "}
            <RelativeTime value={verdict.createdAt} className="text-muted-foreground" />
            {verdict.note && <span className="text-muted-foreground">: “{verdict.note}”</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function VersionPicker({
  review,
  version,
  onVersion,
}: {
  review: BrandReview;
  version: BrandReviewVersion;
  onVersion: (id: string) => void;
}) {
  if (review.versions.length < 2) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Label htmlFor="brand-version">Version</Label>
      <NativeSelect
        id="brand-version"
        value={version.id}
        onChange={(event) => onVersion(event.target.value)}
        className="h-9 w-auto"
      >
        {review.versions.map((v) => (
          <option key={v.id} value={v.id}>
            v{v.version} · {v.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

export function Decide({
  token,
  review,
  version,
  who,
}: {
  token: string;
  review: BrandReview;
  version: BrandReviewVersion;
  who: Who;
}) {
  if (!review.canDecide) return null;
  return (
    <>
      {review.autoApproveAfter && version.id === review.versions[0]?.id && (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50">
          If you do not answer, v{version.version} is approved on your behalf after{" "}
          {formatDay(review.autoApproveAfter)}, as agreed with {review.agency}.
        </p>
      )}
      <Verdict token={token} version={version} who={who} />
    </>
  );
}

export function CommentsPanel({
  token,
  version,
  items,
  onSeek,
  time,
  pin,
  onDone,
  who,
}: {
  token: string;
  version: BrandReviewVersion;
  items: FileComment[];
  onSeek: (atMs: number) => void;
  time: number | null;
  pin: { x: number; y: number } | null;
  onDone: () => void;
  who: Who;
}) {
  return (
    <section aria-label="Comments" className="grid min-w-0 content-start gap-3">
      <h2 className="text-sm font-semibold">Comments</h2>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {version.kind === "video"
            ? "No comments yet. Pause where something should change and comment at that moment."
            : "No comments yet. Click the image where something should change."}
        </p>
      ) : (
        <ol aria-label="Comments on this version" className="grid max-h-[50vh] gap-2 overflow-y-auto">
          {items.map((comment) => (
            <li
              key={comment.id}
              id={`brand-comment-${comment.id}`}
              tabIndex={-1}
              className="grid gap-1 rounded-md border bg-background p-2.5 text-sm focus-visible:outline-2 focus-visible:outline-ring"
            >
              <div className="flex flex-wrap items-center gap-x-2 text-xs">
                <span className="inline-flex size-5 items-center justify-center rounded-full bg-muted font-semibold tabular-nums">
                  {comment.number}
                </span>
                <span className="font-medium">
                  {comment.guestName ?? comment.author?.name ?? "The agency"}
                </span>
                <RelativeTime value={comment.createdAt} className="text-muted-foreground" />
                {comment.atMs !== null && (
                  <button
                    type="button"
                    onClick={() => onSeek(comment.atMs ?? 0)}
                    aria-label={`Play from ${formatMoment(comment.atMs)}`}
                    className="rounded px-1 font-medium text-primary tabular-nums hover:underline"
                  >
                    {formatMoment(comment.atMs)}
                  </button>
                )}
              </div>
              <p className="whitespace-pre-wrap wrap-anywhere">{comment.body}</p>
            </li>
          ))}
        </ol>
      )}
      <Composer token={token} version={version} time={time} pin={pin} onDone={onDone} who={who} />
    </section>
  );
}

function Composer({
  token,
  version,
  time,
  pin,
  onDone,
  who,
}: {
  token: string;
  version: BrandReviewVersion;
  time: number | null;
  pin: { x: number; y: number } | null;
  onDone: () => void;
  who: Who;
}) {
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  const submitLabel =
    time !== null ? `Comment at ${formatMoment(time)}` : pin ? "Comment at the pin" : "Comment";
  return (
    <form
      aria-label="Add a comment"
      className="grid gap-2 border-t pt-3"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (!body.trim()) {
          setError("Write a comment first.");
          area.current?.focus();
          return;
        }
        const guest = await who();
        if (!guest) return;
        const comment = { body, ...(time !== null ? { atMs: time } : {}), ...(pin ?? {}) };
        setSending(true);
        try {
          await postBrandComment(token, version.id, { ...guest, comment });
          setBody("");
          setError(null);
          onDone();
          toast({ title: "Comment added" });
          area.current?.focus();
        } catch (failure) {
          setError(failureText(failure));
        } finally {
          setSending(false);
        }
      }}
    >
      <FormField id="brand-comment" label="Your comment" error={error ?? undefined}>
        <Textarea
          ref={area}
          rows={3}
          maxLength={FILE_COMMENT_MAX_LENGTH}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          {...controlProps("brand-comment", error ?? undefined)}
        />
      </FormField>
      {version.kind === "image" && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <MapPin aria-hidden className="size-4" />
          {pin
            ? "Pinned to the spot you chose."
            : "Click the image (or use its arrow keys) to pin your comment."}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" size="sm" pending={sending} pendingLabel="Adding the comment">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

function Verdict({ token, version, who }: { token: string; version: BrandReviewVersion; who: Who }) {
  const [asking, setAsking] = useState<"approved" | "changes_requested" | null>(null);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { revalidate } = useRevalidator();
  const status = useRef<HTMLParagraphElement>(null);
  const give = async () => {
    if (asking === "changes_requested" && !note.trim()) return setError("Say what should change");
    const guest = await who();
    if (!guest || !asking) return;
    setSending(true);
    try {
      await postBrandVerdict(token, { ...guest, fileId: version.id, verdict: asking, note });
      const said =
        asking === "approved"
          ? `You approved v${version.version}. The agency has been told; a copy is in your email.`
          : `Your changes to v${version.version} are with the team. You will get a new version on this link.`;
      setDone(said);
      setAsking(null);
      setNote("");
      setError(null);
      toast({ title: asking === "approved" ? "Approved" : "Changes requested" });
      requestAnimationFrame(() => status.current?.focus());
      // the verdicts and what may be decided now
      void revalidate();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setSending(false);
    }
  };
  return (
    <section aria-label="Your verdict" className="grid gap-3 rounded-lg border bg-background p-4">
      {done && (
        <p ref={status} role="status" tabIndex={-1} className="flex items-start gap-2 text-sm font-medium">
          <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700" />
          {done}
        </p>
      )}
      {asking ? (
        <div className="grid gap-2">
          {asking === "changes_requested" ? (
            <FormField id="brand-note" label="What should change (required)" error={error ?? undefined}>
              <Textarea
                rows={3}
                maxLength={2000}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                {...controlProps("brand-note", error ?? undefined)}
              />
            </FormField>
          ) : (
            <>
              <p className="text-sm font-medium">
                Approve v{version.version}? The agency can publish it as it is.
              </p>
              {error && (
                <p role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              )}
            </>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setAsking(null)} disabled={sending}>
              Cancel
            </Button>
            <Button pending={sending} pendingLabel="Sending" onClick={() => void give()}>
              {asking === "approved"
                ? `Confirm: approve v${version.version}`
                : "Send the request for changes"}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-end gap-2">
          <p className="mr-auto text-sm text-muted-foreground">Your verdict on v{version.version}</p>
          <Button variant="outline" onClick={() => setAsking("changes_requested")}>
            <RotateCcw aria-hidden className="size-4" />
            Request changes
          </Button>
          <Button onClick={() => setAsking("approved")}>
            <CheckCircle2 aria-hidden className="size-4" />
            Approve
          </Button>
        </div>
      )}
    </section>
  );
}
