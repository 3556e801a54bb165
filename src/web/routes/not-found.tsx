import { LinkButton } from "~/web/components/public/link-button";
import { PublicShell } from "~/web/components/public/public-shell";
import { ChatLauncher } from "~/web/features/chat/widget/chat-launcher";

export function meta() {
  return [{ title: "Page not found | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return (
    <PublicShell chat={<ChatLauncher />}>
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <p className="text-sm font-semibold tracking-wider text-primary uppercase">404</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight">Page not found</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          The page you are looking for does not exist or has moved.
        </p>
        <LinkButton to="/" className="mt-8">
          Back to home
        </LinkButton>
      </div>
    </PublicShell>
  );
}
