import { eq, sql } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import { messages } from "~/domain/messages";
import { AVATAR_MAX_BYTES, AVATAR_TOO_LARGE, AVATAR_TYPES } from "~/domain/users";
import type { Db } from "../../db/client";
import { user } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import type { BlobStore } from "../../storage/blobs";
import type { UploadPurpose } from "../../storage/upload-purposes";
import { type AvatarType, putAvatar } from "./avatar-files";

export { AVATAR_TOO_LARGE };
export const AVATAR_NOT_AN_IMAGE = "Only PNG, JPEG, GIF, WebP or AVIF images can be used as an avatar.";

const avatarTooLarge = () => new AppError(413, "file_too_large", AVATAR_TOO_LARGE);

const isAvatarType = (mime: string): mime is AvatarType => (AVATAR_TYPES as readonly string[]).includes(mime);

/** An avatar's size, checked before its bytes are read (or, through tus, sent): none, or at most 10 MB. */
function checkAvatarSize(size: number) {
  if (size === 0)
    throw AppError.badRequest(messages.profile.selectImage, { file: messages.profile.selectImage });
  if (size > AVATAR_MAX_BYTES) throw avatarTooLarge();
}

/**
 * Sets a user's avatar. The type is recognised from the bytes themselves, never from the file name or
 * the declared type, so a text file renamed `.png` is refused. Returns the new image URL, which carries a
 * version so browsers fetch the new picture.
 */
async function uploadAvatar(deps: { db: Db; blobs: BlobStore }, userId: string, file: Blob) {
  checkAvatarSize(file.size);
  const data = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(data);
  if (!detected || !isAvatarType(detected.mime)) {
    throw new AppError(415, "unsupported_image", AVATAR_NOT_AN_IMAGE, { file: AVATAR_NOT_AN_IMAGE });
  }
  await putAvatar(deps.blobs, userId, detected.mime, data);
  const image = `/api/avatars/${encodeURIComponent(userId)}?v=${Date.now()}`;
  await deps.db.update(user).set({ image, updatedAt: sql`now()` }).where(eq(user.id, userId));
  return { image };
}

/**
 * The avatar through the one upload path (tus, ADR 075): anyone signed in sets their own, of at most 10 MB
 * (refused before a byte is sent); the finished file goes to uploadAvatar, which tells its type by its bytes.
 */
export const avatarUploadPurpose: UploadPurpose = {
  async accept(_db, _caller, upload) {
    checkAvatarSize(upload.size);
    return {};
  },
  async finish(deps, caller, _details, file) {
    await uploadAvatar(deps, caller.id, file);
  },
};
