import { SavedRepliesPage } from "~/web/features/saved-replies/saved-replies-page";

export function meta() {
  return [{ title: "Saved Replies | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default SavedRepliesPage;
