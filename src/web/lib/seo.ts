import type { PageMeta } from "~/content/pages";

/**
 * Meta tags of a public page: "<title> | CreatorDesk", description and Open Graph.
 * The canonical link needs an absolute URL (Lighthouse rejects relative ones), so it is emitted only when the
 * build knows the public origin through VITE_PUBLIC_URL.
 */
export function pageMeta({ title, description }: PageMeta, path: string) {
  const fullTitle = `${title} | CreatorDesk`;
  const origin: string | undefined = import.meta.env.VITE_PUBLIC_URL;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    ...(origin ? [{ tagName: "link", rel: "canonical", href: new URL(path, origin).href }] : []),
  ];
}
