import { Camera, Upload } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { messages } from "~/domain/messages";
import { AVATAR_MAX_BYTES, AVATAR_TYPES, type Profile } from "~/domain/users";
import { UserAvatar } from "~/web/components/dashboard/user-avatar";
import { Button } from "~/web/components/ui/button";
import { apiErrorToast, errorToast } from "~/web/lib/api-error-toast";
import { toast } from "~/web/lib/toast";
import { useUpload } from "~/web/lib/uploads";
import { useProfileChanged } from "./use-update-profile";

/** "PNG, JPEG, GIF, WebP or AVIF": exactly the types the server keeps (it checks the bytes). */
const FORMAT_NAMES: Record<(typeof AVATAR_TYPES)[number], string> = {
  "image/png": "PNG",
  "image/jpeg": "JPEG",
  "image/gif": "GIF",
  "image/webp": "WebP",
  "image/avif": "AVIF",
};
const names = AVATAR_TYPES.map((type) => FORMAT_NAMES[type]);
const HINT = `${names.slice(0, -1).join(", ")} or ${names.at(-1)}, up to ${AVATAR_MAX_BYTES / 1024 / 1024}MB.`;

/**
 * The profile picture: the avatar itself (or Change photo) opens the file picker; the chosen image shows as
 * a preview until Save photo uploads it (the one upload path, tus: ADR 075), with its progress and Cancel
 * upload, or Cancel puts the old one back.
 */
export function AvatarUpload({ profile }: { profile: Profile }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const { progress, uploading, start, cancel } = useUpload();
  const changed = useProfileChanged();

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // The button that was pressed is replaced (Change photo by Save photo, and back): focus follows it.
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (file ? saveRef : changeRef).current?.focus();
  }, [file]);

  const pick = () => inputRef.current?.click();
  const reset = () => {
    moveFocus.current = file !== null;
    setFile(null);
    if (inputRef.current) inputRef.current.value = "";
  };

  const onChosen = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!(AVATAR_TYPES as readonly string[]).includes(chosen.type)) {
      errorToast(messages.profile.selectImage, `Choose a ${HINT}`);
      return reset();
    }
    if (chosen.size > AVATAR_MAX_BYTES) {
      errorToast(messages.profile.uploadFailed, "The image is larger than 10MB.");
      return reset();
    }
    moveFocus.current = true;
    setFile(chosen);
  };

  const onSave = async () => {
    if (!file) return errorToast(messages.profile.selectImage);
    try {
      // cancelled: the preview stays, to save again or put the old one back
      if ((await start(file, "avatar")) === "cancelled") return;
      changed();
      toast({ title: messages.profile.updated });
      reset();
    } catch (error) {
      apiErrorToast(messages.profile.uploadFailed, error);
    }
  };

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      {/* A shortcut for the pointer; keyboards and screen readers use the Change photo button. */}
      <button
        type="button"
        tabIndex={-1}
        aria-hidden
        onClick={pick}
        disabled={uploading}
        className="group relative size-20 shrink-0 self-start rounded-full"
      >
        <UserAvatar
          name={profile.name}
          email={profile.email}
          image={preview ?? profile.image}
          className="size-20 text-xl"
        />
        <span className="absolute inset-0 flex items-center justify-center rounded-full bg-black/40 text-white opacity-0 transition-opacity group-hover:opacity-100">
          <Camera className="size-6" />
        </span>
      </button>
      <div className="grid flex-1 gap-2">
        <p className="text-sm font-medium">Profile picture</p>
        <input
          ref={inputRef}
          hidden
          type="file"
          accept={AVATAR_TYPES.join(",")}
          aria-label="Profile picture"
          onChange={(event) => onChosen(event.target.files?.[0])}
        />
        <p id={hintId} className="text-xs text-muted-foreground">
          {file ? "This is a preview. Save it to use it everywhere." : HINT}
        </p>
        {uploading && (
          <progress
            value={progress ?? 0}
            max={100}
            aria-label="Upload progress"
            className="h-2 w-full overflow-hidden rounded-full accent-primary"
          />
        )}
        <div className="flex flex-wrap gap-2">
          {file ? (
            <>
              <Button ref={saveRef} size="sm" onClick={onSave} pending={uploading} pendingLabel="Uploading">
                {!uploading && <Upload aria-hidden className="size-4" />}
                {uploading ? `Uploading ${progress}%` : "Save photo"}
              </Button>
              {uploading ? (
                <Button size="sm" variant="ghost" onClick={cancel}>
                  Cancel upload
                </Button>
              ) : (
                <Button size="sm" variant="ghost" onClick={reset}>
                  Cancel
                </Button>
              )}
            </>
          ) : (
            <Button ref={changeRef} size="sm" variant="outline" onClick={pick} aria-describedby={hintId}>
              <Camera aria-hidden className="size-4" />
              Change photo
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
