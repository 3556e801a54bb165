import { eq, sql } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import { messages } from "~/domain/messages";
import { AVATAR_MAX_BYTES, AVATAR_TOO_LARGE, AVATAR_TYPES } from "~/domain/users";
import type { Db } from "../../db/client";
import { user } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import type { BlobStore } from "../../storage/blobs";
import { type AvatarType, putAvatar } from "./avatar-files";

export { AVATAR_TOO_LARGE };
export const AVATAR_NOT_AN_IMAGE = "Only PNG, JPEG, GIF, WebP or AVIF images can be used as an avatar.";

const avatarTooLarge = () => new AppError(413, "file_too_large", AVATAR_TOO_LARGE);

const isAvatarType = (mime: string): mime is AvatarType => (AVATAR_TYPES as readonly string[]).includes(mime);

/**
 * Sets a user's avatar. The type is recognised from the bytes themselves, never from the file name or
 * the declared type, so a text file renamed `.png` is refused. Returns the new image URL, which carries a
 * version so browsers fetch the new picture.
 */
export async function uploadAvatar(deps: { db: Db; blobs: BlobStore }, userId: string, file: Blob) {
  if (file.size === 0)
    throw AppError.badRequest(messages.profile.selectImage, { file: messages.profile.selectImage });
  if (file.size > AVATAR_MAX_BYTES) throw avatarTooLarge();
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
