import { LoginCard } from "~/web/features/auth/login-card";
import { useRedirectSignedIn } from "~/web/features/auth/use-redirect-signed-in";
import { pageMeta } from "~/web/lib/seo";

export function meta() {
  return pageMeta(
    {
      title: "Login",
      description: "Sign in to your CreatorDesk dashboard or create a free creator account.",
    },
    "/login",
  );
}

export default function LoginPage() {
  useRedirectSignedIn();
  return (
    <section className="flex justify-center bg-gradient-to-b from-accent/60 to-background px-4 py-12 sm:py-20">
      <LoginCard />
    </section>
  );
}
