import { ResetPasswordPage } from "~/web/features/auth/reset-password-page";

export function meta() {
  return [{ title: "Reset Password | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return <ResetPasswordPage />;
}
