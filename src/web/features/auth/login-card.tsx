import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "~/web/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/web/components/ui/tabs";
import { useAfterSignIn } from "./after-sign-in";
import { ForgotPassword } from "./forgot-password";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";
import { TwoFactorStep } from "./two-factor-step";

type View = "tabs" | "two-factor" | "forgot";
type Tab = "login" | "signup";

/** The /login screen: Login and Sign Up tabs, then the two-factor step or the forgot-password form. */
export function LoginCard() {
  const [view, setView] = useState<View>("tabs");
  const [tab, setTab] = useState<Tab>("login");
  const afterSignIn = useAfterSignIn();

  return (
    <Card className="w-full max-w-md shadow-lg">
      <CardHeader className="text-center">
        <h1 className="text-2xl font-semibold tracking-tight">
          {tab === "signup" && view === "tabs" ? "Create your account" : "Welcome back"}
        </h1>
        <CardDescription>
          {tab === "signup" && view === "tabs"
            ? "Join CreatorDesk and run your channel from one dashboard."
            : "Sign in to your CreatorDesk dashboard."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {view === "two-factor" && (
          <TwoFactorStep onSignedIn={() => afterSignIn()} onCancel={() => setView("tabs")} />
        )}
        {view === "forgot" && <ForgotPassword onBack={() => setView("tabs")} />}
        {view === "tabs" && (
          <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
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
                onLoginAfterSignUpFailed={() => setTab("login")}
              />
            </TabsContent>
          </Tabs>
        )}
      </CardContent>
    </Card>
  );
}
