import { AVATAR_TYPES } from "~/domain/users";
import { type BlobStore, readWhole } from "../../storage/blobs";

export type AvatarType = (typeof AVATAR_TYPES)[number];

/** One file extension per accepted image type: an avatar lives at `avatars/<userId>.<ext>`. */
const AVATAR_EXTENSIONS: Record<AvatarType, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
  "image/avif": "avif",
};

const avatarKey = (userId: string, type: AvatarType) => `avatars/${userId}.${AVATAR_EXTENSIONS[type]}`;

/** Stores a user's avatar in the blob store, replacing the previous one whatever its type was. */
export async function putAvatar(blobs: BlobStore, userId: string, type: AvatarType, data: Uint8Array) {
  await blobs.put(avatarKey(userId, type), data, type);
  for (const other of AVATAR_TYPES) {
    if (other !== type) await blobs.remove(avatarKey(userId, other));
  }
}

export async function findAvatar(blobs: BlobStore, userId: string) {
  for (const type of AVATAR_TYPES) {
    const data = await readWhole(blobs, avatarKey(userId, type));
    if (data) return { type, data };
  }
  return null;
}

/** Every key a user's avatar may have (one per type), for the queue of deletions (ADR 069). */
export const avatarKeys = (userId: string) => AVATAR_TYPES.map((type) => avatarKey(userId, type));

/** The headers of an avatar's image: its type, never sniffed as anything else, running nothing. */
export const avatarHeaders = (type: AvatarType, cacheControl: string) => ({
  "Content-Type": type,
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'",
  "Cache-Control": cacheControl,
});
