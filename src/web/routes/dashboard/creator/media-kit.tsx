import { MediaKitPage } from "~/web/features/media-kit/media-kit-page";

export function meta() {
  return [{ title: "Media kit | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return <MediaKitPage />;
}
