import { ExternalLink } from "lucide-react";
import { creatorResources } from "~/content/resources";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/web/components/ui/card";

/** Creator Resources: three external links (spec section 2). */
export function CreatorResources() {
  return (
    <Card role="region" aria-labelledby="resources-title">
      <CardHeader>
        <CardTitle id="resources-title" className="text-base">
          Creator Resources
        </CardTitle>
        <CardDescription>Guides we recommend to every creator.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {creatorResources.map((resource) => (
            <li key={resource.href}>
              <a
                href={resource.href}
                target="_blank"
                rel="noopener noreferrer"
                className="group flex items-start gap-2 rounded-md text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <ExternalLink aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                <span>
                  <span className="font-medium text-primary group-hover:underline">{resource.title}</span>
                  <span className="sr-only"> (opens in a new tab)</span>
                  <span className="block text-muted-foreground">{resource.description}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
