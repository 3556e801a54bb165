import { Link2Off } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { isRouteErrorResponse, useRevalidator } from "react-router";
import type { BrandReview, BrandReviewVersion } from "~/domain/brand-links";
import type { FileComment } from "~/domain/file-comments";
import { BRAND_LINK_GONE } from "~/domain/moments";
import { LinkPageFrame, LinkPageLoading } from "~/web/components/link-page";
import { ImagePins, Timeline } from "~/web/features/files";
import { formatCalendarDate } from "~/web/lib/calendar-date";
import { useBrandComments } from "./api";
import type { Guest, Who } from "./review-work";

// the tools (forms, buttons, the composer) load after the player shows: bench:web budgets what comes before
const work = () => import("./review-work");
const GuestForm = lazy(() => work().then((m) => ({ default: m.GuestForm })));
const Verdicts = lazy(() => work().then((m) => ({ default: m.Verdicts })));
const VersionPicker = lazy(() => work().then((m) => ({ default: m.VersionPicker })));
const Decide = lazy(() => work().then((m) => ({ default: m.Decide })));
const CommentsPanel = lazy(() => work().then((m) => ({ default: m.CommentsPanel })));

/*
 * A brand's review of a sponsored cut (issue 36), from the link the agency emailed: no account. The
 * deliverable, its versions in the same player and image viewer as the project page, the comments shared
 * with the brand, a comment of theirs at a moment or a spot, and Approve or Request changes. Who they are
 * (name and email) goes with each act.
 */

export function BrandReviewPage({ review, token }: { review: BrandReview; token: string }) {
  return (
    <LinkPageFrame>
      <Review review={review} token={token} />
    </LinkPageFrame>
  );
}

export function BrandReviewLoading() {
  return <LinkPageLoading label="Loading the review" body="aspect-video" />;
}

/** A dead link (the server's one sentence), or a read that failed, with Try again. */
export function BrandReviewError({ error }: { error: unknown }) {
  const { revalidate } = useRevalidator();
  const gone = isRouteErrorResponse(error) && error.status === 404;
  return (
    <LinkPageFrame>
      <div className="grid justify-items-center gap-3 rounded-lg border bg-background p-8 text-center">
        {gone ? (
          <>
            <Link2Off aria-hidden className="size-8 text-muted-foreground" />
            <h1 className="text-xl font-semibold">This review link does not open</h1>
            <p className="text-muted-foreground">{BRAND_LINK_GONE}</p>
          </>
        ) : (
          <>
            <h1 className="text-xl font-semibold">The review could not load</h1>
            <p className="text-muted-foreground">
              {isRouteErrorResponse(error) && typeof error.data === "string"
                ? error.data
                : "Check your connection and try again."}
            </p>
            {/* a plain button: the house's Button stays out of what loads before the player (bench:web) */}
            <button
              type="button"
              onClick={() => void revalidate()}
              className="inline-flex h-10 items-center justify-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              Try again
            </button>
          </>
        )}
      </div>
    </LinkPageFrame>
  );
}

const label = (kind: string) => kind.replaceAll("_", " ");

function Review({ review, token }: { review: BrandReview; token: string }) {
  const [versionId, setVersionId] = useState(review.versions[0]?.id ?? "");
  const version = review.versions.find((v) => v.id === versionId) ?? review.versions[0];
  const [guest, setGuest] = useState<Guest>({ name: review.contactName, email: review.contactEmail });
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  /** Who acts, once the fields are right (else their errors show and the focus goes to the first). */
  const who: Who = async () => {
    const found: { name?: string; email?: string } = {};
    if (!guest.name.trim()) found.name = "Give your name";
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(guest.email.trim())) found.email = "Enter a valid email address";
    setErrors(found);
    if (found.name || found.email) {
      document.getElementById(found.name ? "guest-name" : "guest-email")?.focus();
      return null;
    }
    return { name: guest.name.trim(), email: guest.email.trim() };
  };
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
          <span className="rounded-md bg-secondary px-2 py-0.5 text-xs font-semibold text-secondary-foreground">
            {deliverable.status}
          </span>
        </p>
        <p className="text-xs text-muted-foreground">
          This link works until {new Date(review.expiresAt).toLocaleString()}. Keep it to yourself.
        </p>
      </section>

      <Suspense fallback={<p className="text-sm text-muted-foreground">Loading the review's tools…</p>}>
        <GuestForm guest={guest} errors={errors} onGuest={setGuest} />
        <Verdicts verdicts={review.verdicts} />
      </Suspense>
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
  const items = comments.items;
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
        <Suspense fallback={null}>
          <VersionPicker review={review} version={version} onVersion={onVersion} />
        </Suspense>
        {version.kind === "video" ? (
          <>
            {/* biome-ignore lint/a11y/useMediaCaption: the creator's own footage has no captions to offer */}
            <video
              ref={video}
              src={version.contentUrl}
              poster={version.posterUrl ?? undefined}
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
        <Suspense fallback={null}>
          <Decide token={token} review={review} version={version} who={who} />
        </Suspense>
      </section>
      <Suspense fallback={<p className="text-sm text-muted-foreground">Loading the comments…</p>}>
        <CommentsPanel
          token={token}
          version={version}
          items={items}
          onSeek={seek}
          time={version.kind === "video" ? time : null}
          pin={version.kind === "image" ? pin : null}
          onDone={() => {
            setPin(null);
            void comments.reload();
          }}
          who={who}
        />
      </Suspense>
    </div>
  );
}
