import { type MouseEvent, useLayoutEffect, useState } from "react";
import { answerSlotId, BEFORE_SCRIPTS_ATTRIBUTE } from "~/domain/form-answer";
import { AnswerSlot } from "~/web/components/answer-slot";
import { Card, CardContent, CardDescription, CardHeader } from "~/web/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/web/components/ui/tabs";
import { useFormAnswer } from "~/web/lib/form-answer";
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

type Tab = "login" | "signup";

/** Before the scripts run, both tabs' words are in the page; CSS shows the shown tab's (app.css). */
function BothTabs({ text }: { text: (tab: Tab) => string }) {
  return (
    <>
      <span data-tab-only="login">{text("login")}</span>
      <span data-tab-only="signup">{text("signup")}</span>
    </>
  );
}

/** A tab's link works before the scripts run (the server answers /login?tab=signup); after, the tab does. */
const stay = (event: MouseEvent) => event.preventDefault();

/**
 * The /login screen: Login and Sign Up tabs, then the two-factor step or the forgot-password form. Until
 * its scripts run, the page works as HTML (docs/decisions/041): the tabs are links, both forms are in the
 * page and post to the server, and the server's answer (the tab, the error, the email typed) is shown.
 */
export function LoginCard() {
  const answer = useFormAnswer("login", "signup");
  const answeredTab: Tab = answer?.form === "signup" ? "signup" : "login";
  const [view, setView] = useState<View>("login");
  const [hydrated, setHydrated] = useState(false);
  const [serverError, setServerError] = useState(answer?.error);
  const [resetEmail, setResetEmail] = useState("");
  const afterSignIn = useAfterSignIn();
  const heading = headings[view];
  const backToLogin = () => setView("login");
  const show = (next: View) => {
    setServerError(undefined);
    setView(next);
  };

  // before paint: the tab the server answered stays on screen as the tabs take over from CSS
  useLayoutEffect(() => {
    setView(answeredTab);
    setHydrated(true);
  }, [answeredTab]);

  return (
    <Card
      className="w-full max-w-md shadow-lg"
      {...{ [BEFORE_SCRIPTS_ATTRIBUTE]: hydrated ? undefined : answeredTab }}
    >
      <CardHeader className="text-center">
        <h1 className="text-2xl font-semibold tracking-tight">
          {hydrated ? heading.title : <BothTabs text={(tab) => headings[tab].title} />}
        </h1>
        <CardDescription aria-live="polite">
          {hydrated ? heading.text : <BothTabs text={(tab) => headings[tab].text} />}
        </CardDescription>
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
          <Tabs value={view} onValueChange={(value) => show(value as View)}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="login" data-tab="login" asChild>
                <a href="/login" type={undefined} onClick={stay}>
                  Login
                </a>
              </TabsTrigger>
              <TabsTrigger value="signup" data-tab="signup" asChild>
                <a href="/login?tab=signup" type={undefined} onClick={stay}>
                  Sign Up
                </a>
              </TabsTrigger>
            </TabsList>
            <AnswerSlot id={answerSlotId("login", "error")} kind="error" className="mt-4">
              {serverError}
            </AnswerSlot>
            <TabsContent value="login" data-tab-only="login" forceMount={hydrated ? undefined : true}>
              <SignInForm
                kept={answer?.form === "login" ? answer.values : undefined}
                onSubmitted={() => setServerError(undefined)}
                onSignedIn={() => afterSignIn()}
                onTwoFactor={() => setView("two-factor")}
                onForgotPassword={() => setView("forgot")}
              />
            </TabsContent>
            <TabsContent value="signup" data-tab-only="signup" forceMount={hydrated ? undefined : true}>
              <SignUpForm
                kept={answer?.form === "signup" ? answer.values : undefined}
                onSubmitted={() => setServerError(undefined)}
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
