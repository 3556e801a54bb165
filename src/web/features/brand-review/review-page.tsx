import { zodResolver } from "@hookform/resolvers/zod";
import { QueryClientProvider } from "@tanstack/react-query";
import { CheckCircle2, Link2Off, MapPin, RotateCcw } from "lucide-react";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import {
  BRAND_LINK_GONE,
  type BrandReview,
  type BrandReviewVersion,
  brandGuestSchema,
} from "~/domain/brand-links";
import { formatDay } from "~/domain/clock";
import { FILE_COMMENT_MAX_LENGTH, type FileComment, formatMoment } from "~/domain/file-comments";
import { BrandLogo } from "~/web/components/public/brand-logo";
import { RelativeTime } from "~/web/components/relative-time";
import { Badge } from "~/web/components/ui/badge";
import { Button } from "~/web/components/ui/button";
import { controlProps, FormField } from "~/web/components/ui/form-field";
import { Input } from "~/web/components/ui/input";
import { Label } from "~/web/components/ui/label";
import { NativeSelect } from "~/web/components/ui/native-select";
import { Skeleton } from "~/web/components/ui/skeleton";
import { Textarea } from "~/web/components/ui/textarea";
import { ImagePins, Timeline } from "~/web/features/files";
import { ApiError } from "~/web/lib/api";
import { apiErrorToast } from "~/web/lib/api-error-toast";
import { formatCalendarDate } from "~/web/lib/calendar-date";
import { makeQueryClient } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";
import { useBrandComment, useBrandComments, useBrandReview, useBrandVerdict } from "./api";

/*
 * A brand's review of a sponsored cut (issue 36), from the link the agency emailed: no account. The
 * deliverable, its versions in the same player and image viewer as the project page, the comments shared
 * with the brand, a comment of theirs at a moment or a spot, and Approve or Request changes. Who they are
 * (name and email) goes with each act.
 */

export function BrandReviewPage({ token }: { token: string }) {
  // TanStack Query lives in the dashboard's frame; this page is outside it and has its own
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ReviewFrame token={token} />
    </QueryClientProvider>
  );
}

function ReviewFrame({ token }: { token: string }) {
  const review = useBrandReview(token);
  return (
    <div className="min-h-dvh bg-muted/30">
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-3">
          <BrandLogo />
        </div>
      </header>
      <main id="main" className="mx-auto grid max-w-6xl gap-6 px-4 py-6">
        {review.data ? (
          <Review review={review.data} token={token} />
        ) : review.isError ? (
          review.error instanceof ApiError && review.error.status === 404 ? (
            <div className="grid justify-items-center gap-3 rounded-lg border bg-background p-8 text-center">
              <Link2Off aria-hidden className="size-8 text-muted-foreground" />
              <h1 className="text-xl font-semibold">This review link does not open</h1>
              <p className="text-muted-foreground">{BRAND_LINK_GONE}</p>
            </div>
          ) : (
            <div className="grid justify-items-center gap-3 rounded-lg border bg-background p-8 text-center">
              <h1 className="text-xl font-semibold">The review could not load</h1>
              <p className="text-muted-foreground">Check your connection and try again.</p>
              <Button onClick={() => void review.refetch()}>Try again</Button>
            </div>
          )
        ) : (
          <div className="grid gap-4" role="status" aria-label="Loading the review">
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="aspect-video w-full" />
          </div>
        )}
      </main>
    </div>
  );
}

const label = (kind: string) => kind.replaceAll("_", " ");

function Review({ review, token }: { review: BrandReview; token: string }) {
  const [versionId, setVersionId] = useState(review.versions[0]?.id ?? "");
  const version = review.versions.find((v) => v.id === versionId) ?? review.versions[0];
  const guest = useForm({
    resolver: zodResolver(brandGuestSchema),
    defaultValues: { name: review.contactName, email: review.contactEmail },
  });
  /** Who acts, once the fields are valid (else their errors show and the focus goes there). */
  const who = async () => ((await guest.trigger()) ? guest.getValues() : null);
  const { errors } = guest.formState;
  const { deliverable } = review;
  return (
    <>
      <section aria-labelledby="review-title" className="grid gap-2">
        <p className="text-sm text-muted-foreground">
          {review.agency} · for {review.brandName}
        </p>
        <h1 id="review-title" className="text-2xl font-semibold wrap-anywhere">
          Review: {review.dealTitle}
        </h1>
        <p className="text-sm">
          <span className="capitalize">{label(deliverable.kind)}</span> for {deliverable.platform}
          {deliverable.dueDate && <> · due {formatCalendarDate(deliverable.dueDate)}</>} ·{" "}
          <Badge variant="secondary">{deliverable.status}</Badge>
        </p>
        <p className="text-xs text-muted-foreground">
          This link works until {new Date(review.expiresAt).toLocaleString()}. Keep it to yourself.
        </p>
      </section>

      <form
        aria-label="Who you are"
        className="grid gap-3 rounded-lg border bg-background p-4 sm:grid-cols-2"
        onSubmit={(event) => event.preventDefault()}
        noValidate
      >
        <p className="text-sm text-muted-foreground sm:col-span-2">
          Your name and email go with your comments and your verdict.
        </p>
        <FormField id="guest-name" label="Your name" error={errors.name?.message}>
          <Input
            autoComplete="name"
            {...controlProps("guest-name", errors.name?.message)}
            {...guest.register("name")}
          />
        </FormField>
        <FormField id="guest-email" label="Your email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            {...controlProps("guest-email", errors.email?.message)}
            {...guest.register("email")}
          />
        </FormField>
      </form>

      {review.verdicts.length > 0 && (
        <section aria-label="Verdicts so far" className="grid gap-2 rounded-lg border bg-background p-4">
          <h2 className="text-sm font-semibold">Verdicts so far</h2>
          <ul className="grid gap-1 text-sm">
            {review.verdicts.map((verdict) => (
              <li key={verdict.createdAt} className="wrap-anywhere">
                {verdict.verdict === "approved" ? "Approved" : "Changes requested"}
                {verdict.version !== null && ` on v${verdict.version}`} by {verdict.name}{" "}
                <RelativeTime value={verdict.createdAt} className="text-muted-foreground" />
                {verdict.note && <span className="text-muted-foreground">: “{verdict.note}”</span>}
              </li>
            ))}
          </ul>
        </section>
      )}

      {version ? (
        <VersionReview
          key={version.id}
          token={token}
          review={review}
          version={version}
          onVersion={setVersionId}
          who={who}
        />
      ) : (
        <p className="rounded-lg border bg-background p-6 text-center text-muted-foreground">
          There is no version to review yet. The agency will email you when there is.
        </p>
      )}
    </>
  );
}

type Who = () => Promise<{ name: string; email: string } | null>;

function VersionReview({
  token,
  review,
  version,
  onVersion,
  who,
}: {
  token: string;
  review: BrandReview;
  version: BrandReviewVersion;
  onVersion: (id: string) => void;
  who: Who;
}) {
  const comments = useBrandComments(token, version.id);
  const items = comments.data?.items ?? [];
  const video = useRef<HTMLVideoElement>(null);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(version.durationMs ?? 0);
  const [pin, setPin] = useState<{ x: number; y: number } | null>(null);
  const seek = (atMs: number) => {
    if (!video.current) return;
    video.current.currentTime = atMs / 1000;
    video.current.focus();
  };
  const show = (comment: FileComment) => document.getElementById(`brand-comment-${comment.id}`)?.focus();
  const file = { id: version.id, name: version.name, viewUrl: version.contentUrl };
  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section aria-label={`Version ${version.version}`} className="grid min-w-0 content-start gap-3">
        {review.versions.length > 1 && (
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
        )}
        {version.kind === "video" ? (
          <>
            {/* biome-ignore lint/a11y/useMediaCaption: the creator's own footage has no captions to offer */}
            <video
              ref={video}
              src={version.contentUrl}
              controls
              preload="metadata"
              aria-label={`Video v${version.version} ${version.name}`}
              className="max-h-[60vh] w-full rounded-md bg-black"
              onTimeUpdate={(event) => setTime(Math.round(event.currentTarget.currentTime * 1000))}
              onSeeked={(event) => setTime(Math.round(event.currentTarget.currentTime * 1000))}
              onLoadedMetadata={(event) => {
                const seconds = event.currentTarget.duration;
                if (Number.isFinite(seconds)) setDuration(Math.round(seconds * 1000));
              }}
            />
            <Timeline comments={items} duration={duration} onSeek={seek} onShow={show} />
          </>
        ) : version.kind === "image" ? (
          <ImagePins
            file={file}
            comments={items}
            pin={pin}
            onPin={setPin}
            onShow={show}
            onSize={() => {}}
            overlay={null}
          />
        ) : (
          <p className="rounded-md border bg-background p-6 text-center text-sm">
            This file has no preview in the browser.{" "}
            <a
              href={version.contentUrl}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Download {version.name}
            </a>
          </p>
        )}
        {review.canDecide && review.autoApproveAfter && version.id === review.versions[0]?.id && (
          <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50">
            If you do not answer, v{version.version} is approved on your behalf after{" "}
            {formatDay(review.autoApproveAfter)}, as agreed with {review.agency}.
          </p>
        )}
        {review.canDecide && <Verdict token={token} version={version} who={who} />}
      </section>
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
                      onClick={() => seek(comment.atMs ?? 0)}
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
        <Composer
          token={token}
          version={version}
          time={version.kind === "video" ? time : null}
          pin={version.kind === "image" ? pin : null}
          onDone={() => setPin(null)}
          who={who}
        />
      </section>
    </div>
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
  const send = useBrandComment(token, version.id);
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
        send.mutate(
          { ...guest, comment },
          {
            onSuccess: () => {
              setBody("");
              setError(null);
              onDone();
              toast({ title: "Comment added" });
              area.current?.focus();
            },
            onError: (failure) => apiErrorToast("The comment was not added", failure),
          },
        );
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
        <Button type="submit" size="sm" pending={send.isPending} pendingLabel="Adding the comment">
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
  const verdict = useBrandVerdict(token);
  const status = useRef<HTMLParagraphElement>(null);
  const give = async () => {
    if (asking === "changes_requested" && !note.trim()) return setError("Say what should change");
    const guest = await who();
    if (!guest || !asking) return;
    verdict.mutate(
      { ...guest, fileId: version.id, verdict: asking, note },
      {
        onSuccess: () => {
          const said =
            asking === "approved"
              ? `You approved v${version.version}. The agency has been told; a copy is in your email.`
              : `Your changes to v${version.version} are with the team. You will get a new version on this link.`;
          setDone(said);
          setAsking(null);
          setNote("");
          toast({ title: asking === "approved" ? "Approved" : "Changes requested" });
          requestAnimationFrame(() => status.current?.focus());
        },
        onError: (failure) => apiErrorToast("Your verdict was not sent", failure),
      },
    );
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
            <p className="text-sm font-medium">
              Approve v{version.version}? The agency can publish it as it is.
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setAsking(null)} disabled={verdict.isPending}>
              Cancel
            </Button>
            <Button pending={verdict.isPending} pendingLabel="Sending" onClick={() => void give()}>
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
