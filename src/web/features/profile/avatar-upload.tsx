import { Upload } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { messages } from "~/domain/messages";
import { AVATAR_MAX_BYTES, type Profile } from "~/domain/users";
import { UserAvatar } from "~/web/components/dashboard/user-avatar";
import { Button } from "~/web/components/ui/button";
import { Label } from "~/web/components/ui/label";
import { apiErrorMessage } from "~/web/lib/api-error-toast";
import { toast } from "~/web/lib/toast";
import { uploadAvatar } from "./upload-avatar";
import { useProfileChanged } from "./use-update-profile";

const uploadFailed = (description: string) =>
  toast({ title: messages.profile.uploadFailed, description, variant: "destructive" });

/** Choose an image, preview it, upload it with a progress bar (spec section 5: images only, up to 10MB). */
export function AvatarUpload({ profile }: { profile: Profile }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const changed = useProfileChanged();

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const onUpload = async () => {
    if (!file?.type.startsWith("image/"))
      return toast({ title: messages.profile.selectImage, variant: "destructive" });
    if (file.size > AVATAR_MAX_BYTES) return uploadFailed("The image is larger than 10MB.");
    setProgress(0);
    try {
      const image = await uploadAvatar(file, setProgress);
      changed(image ? { image } : undefined);
      setFile(null);
      if (inputRef.current) inputRef.current.value = "";
      toast({ title: messages.profile.updated });
    } catch (error) {
      uploadFailed(apiErrorMessage(error));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <UserAvatar
        name={profile.name}
        email={profile.email}
        image={preview ?? profile.image}
        className="size-20 text-xl"
      />
      <div className="grid flex-1 gap-2">
        <Label htmlFor="avatar-file">Profile picture</Label>
        <input
          ref={inputRef}
          id="avatar-file"
          type="file"
          accept="image/*"
          aria-describedby="avatar-hint"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="w-full min-w-0 text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium hover:file:bg-accent"
        />
        <p id="avatar-hint" className="text-xs text-muted-foreground">
          PNG, JPG, GIF or WebP, up to 10MB.
        </p>
        {progress !== null && (
          <progress
            value={progress}
            max={100}
            aria-label="Upload progress"
            className="h-2 w-full overflow-hidden rounded-full accent-primary"
          />
        )}
      </div>
      <Button variant="outline" onClick={onUpload} disabled={progress !== null}>
        <Upload aria-hidden className="size-4" />
        {progress !== null ? `Uploading ${progress}%` : "Upload avatar"}
      </Button>
    </div>
  );
}
