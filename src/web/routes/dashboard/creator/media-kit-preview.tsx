import { KitPreviewPage } from "~/web/features/media-kit/kit-preview-page";

export function meta() {
  return [{ title: "Media kit preview | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return <KitPreviewPage />;
}
