import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "~/web/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/web/components/ui/tabs";
import { useAfterSignIn } from "./after-sign-in";
import { ForgotPassword } from "./forgot-password";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";
import { TwoFactorStep } from "./two-factor-step";

type View = "login" | "signup" | "two-factor" | "forgot" | "reset-sent";

/** Each view has one title and one sentence, shown in the card's header; the views themselves add none. */
const headings: Record<View, { title: string; text: string }> = {
  login: { title: "Welcome back", text: "Sign in to your CreatorDesk dashboard." },
  signup: { title: "Create your account", text: "Join CreatorDesk and run your channel from one dashboard." },
  "two-factor": {
    title: "Two-factor verification",
    text: "Enter the 6-digit code from your authenticator app, or one of your backup codes.",
  },
  forgot: {
    title: "Reset your password",
    text: "Enter your email and we will send you a link to choose a new one.",
  },
  "reset-sent": {
    title: "Check your email",
    text: "If an account exists for that address, we sent it a link to choose a new password.",
  },
};

/** The /login screen: Login and Sign Up tabs, then the two-factor step or the forgot-password form. */
export function LoginCard() {
  const [view, setView] = useState<View>("login");
  const [resetEmail, setResetEmail] = useState("");
  const afterSignIn = useAfterSignIn();
  const heading = headings[view];
  const backToLogin = () => setView("login");

  return (
    <Card className="w-full max-w-md shadow-lg">
      <CardHeader className="text-center">
        <h1 className="text-2xl font-semibold tracking-tight">{heading.title}</h1>
        <CardDescription aria-live="polite">{heading.text}</CardDescription>
      </CardHeader>
      <CardContent>
        {view === "two-factor" && <TwoFactorStep onSignedIn={() => afterSignIn()} onCancel={backToLogin} />}
        {(view === "forgot" || view === "reset-sent") && (
          <ForgotPassword
            sentTo={view === "reset-sent" ? resetEmail : undefined}
            onSent={(email) => {
              setResetEmail(email);
              setView("reset-sent");
            }}
            onBack={backToLogin}
          />
        )}
        {(view === "login" || view === "signup") && (
          <Tabs value={view} onValueChange={(value) => setView(value as View)}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="signup">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <SignInForm
                onSignedIn={() => afterSignIn()}
                onTwoFactor={() => setView("two-factor")}
                onForgotPassword={() => setView("forgot")}
              />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm
                onSignedIn={() => afterSignIn({ toast: false })}
                onLoginAfterSignUpFailed={backToLogin}
              />
            </TabsContent>
          </Tabs>
        )}
      </CardContent>
    </Card>
  );
}
