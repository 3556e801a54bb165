import { LoginPage } from "~/web/features/auth/login-page";
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

export default function Page() {
  return <LoginPage />;
}
