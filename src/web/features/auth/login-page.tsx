import { LoginCard } from "~/web/features/auth/login-card";
import { useRedirectSignedIn } from "~/web/features/auth/use-redirect-signed-in";

export function LoginPage() {
  useRedirectSignedIn();
  return (
    <section className="flex justify-center bg-gradient-to-b from-accent/60 to-background px-4 py-12 sm:py-20">
      <LoginCard />
    </section>
  );
}
