import { Sparkles } from "lucide-react";
import { PageHeader } from "~/web/components/dashboard/page-header";
import { Button } from "~/web/components/ui/button";
import { GenerateDialog } from "~/web/features/scripts/generate-dialog";
import { NewScriptDialog } from "~/web/features/scripts/new-script-dialog";
import { ScriptsList } from "~/web/features/scripts/scripts-list";

export function meta() {
  return [{ title: "My Scripts | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return (
    <>
      <PageHeader
        title="My Scripts"
        description="Create, edit and organize your scripts."
        action={
          <div className="flex flex-wrap gap-2">
            <GenerateDialog
              trigger={
                <Button variant="outline">
                  <Sparkles aria-hidden className="size-4" />
                  Generate with AI
                </Button>
              }
            />
            <NewScriptDialog />
          </div>
        }
      />
      <ScriptsList />
    </>
  );
}
