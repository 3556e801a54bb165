import { ComingSoon } from "~/web/components/dashboard/coming-soon";

export function meta() {
  return [{ title: "Design Management | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return (
    <ComingSoon
      title="Design Management"
      description="Request thumbnails, logos, banners and social posts."
    />
  );
}
