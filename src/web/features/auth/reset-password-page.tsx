import { useSearchParams } from "react-router";
import { Card, CardContent, CardDescription, CardHeader } from "~/web/components/ui/card";
import { ResetPasswordForm } from "~/web/features/auth/reset-password-form";

/** The page the password-reset email links to (`?token=`); better-auth adds `?error=` for a bad token. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("error") ? null : params.get("token");
  return (
    <section className="flex justify-center bg-gradient-to-b from-accent/60 to-background px-4 py-12 sm:py-20">
      <Card className="w-full max-w-md shadow-lg">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-semibold tracking-tight">Choose a new password</h1>
          <CardDescription>Pick a password you do not use anywhere else.</CardDescription>
        </CardHeader>
        <CardContent>
          <ResetPasswordForm token={token} />
        </CardContent>
      </Card>
    </section>
  );
}
