/*
 * Avatars as other features reach them (issue 33): the media kit serves the creator's picture, and deleting a
 * user queues its bytes for deletion.
 */
export { avatarHeaders, avatarKeys, findAvatar } from "./avatar-files";
