import { Hammer } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader } from "~/web/components/ui/card";
import { PageHeader } from "./page-header";

/** An honest placeholder for a screen that a later release builds: the route, guard and links already work. */
export function ComingSoon({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <Card className="border-dashed">
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-accent text-primary">
            <Hammer aria-hidden className="size-6" />
          </span>
          <p className="text-base font-semibold">Coming soon</p>
          <CardDescription>We are still building this screen. Check back shortly.</CardDescription>
        </CardHeader>
        <CardContent />
      </Card>
    </>
  );
}
