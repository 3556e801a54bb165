import type { AiDraft } from "~/domain/scripts";

/** The line every offline draft carries, so nobody mistakes it for the AI provider's work. */
export const TEMPLATE_NOTICE =
  "This is a template draft written offline (no AI provider is configured). Replace each part with your own words.";

/** A short title from the prompt: its first sentence, at most eight words, capitalised. */
function titleFrom(prompt: string): string {
  const first = prompt.split(/[.!?\n]/)[0]?.trim() || prompt.trim();
  const words = first.split(/\s+/).slice(0, 8).join(" ");
  const title = words.length > 80 ? `${words.slice(0, 77)}...` : words;
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/**
 * The built-in writer used when no AI provider is configured: a structured draft built from the prompt
 * (hook, outline, sections, call to action) that says it is a template.
 */
export function writeTemplateDraft(prompt: string): AiDraft {
  const topic = prompt.trim().replace(/\s+/g, " ");
  const title = titleFrom(topic);
  const content = [
    `# ${title}`,
    "",
    TEMPLATE_NOTICE,
    "",
    "## Hook (first 10 seconds)",
    `What if everything you knew about ${title.toLowerCase()} was only half the story? Stay with me.`,
    "",
    "## Outline",
    "1. The problem your viewers recognise",
    "2. Why it matters to them now",
    "3. Three practical steps",
    "4. A quick recap",
    "",
    "## Section 1: The problem",
    `Set the scene for: ${topic}`,
    "",
    "## Section 2: Why it matters",
    "Share a personal story or a surprising fact that makes the stakes clear.",
    "",
    "## Section 3: Three steps",
    "- Step one: the easiest win.",
    "- Step two: the habit that makes it stick.",
    "- Step three: the mistake to avoid.",
    "",
    "## Recap",
    "Sum up the three steps in one sentence each.",
    "",
    "## Call to action",
    "If this helped, like the video, subscribe for more, and tell me in the comments what you want next.",
  ].join("\n");
  return { title, content };
}
