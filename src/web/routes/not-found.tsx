import { Link } from "react-router";

export function meta() {
  return [{ title: "Page not found | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="mt-4 text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Link className="mt-6 inline-block text-primary underline" to="/">
        Back to home
      </Link>
    </main>
  );
}
