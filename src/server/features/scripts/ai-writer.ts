import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { APICallError, generateText, NoObjectGeneratedError, Output } from "ai";
import { messages } from "~/domain/messages";
import { type AiDraft, aiDraftSchema } from "~/domain/scripts";
import type { Env } from "../../env";
import { AppError } from "../../lib/app-error";
import { writeTemplateDraft } from "./offline-writer";

const INSTRUCTIONS =
  "You write scripts for video creators. Answer with a JSON object {title, content}: a short title, and the " +
  "full script as plain text with a hook, an outline, the sections and a call to action.";

/** A failed draft: the spec's 'AI Generation Failed' texts (spec section 8), as a safe AppError. */
const aiFailure = (status: 502 | 504, code: string, message: string) => new AppError(status, code, message);

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (NoObjectGeneratedError.isInstance(error))
    return aiFailure(502, "ai_invalid_response", messages.scripts.aiInvalidResponse);
  const text =
    error instanceof Error
      ? `${error.message} ${APICallError.isInstance(error) ? (error.responseBody ?? "") : ""}`
      : "";
  if (/quota/i.test(text)) return aiFailure(502, "ai_quota", messages.scripts.aiQuotaExceeded);
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError"))
    return aiFailure(504, "ai_timeout", messages.scripts.aiDefaultError);
  return aiFailure(502, "ai_failed", messages.scripts.aiDefaultError);
}

/**
 * A draft for `prompt`: from the configured OpenAI-compatible provider through the Vercel AI SDK, typed by
 * zod ({title, content}), or from the offline template writer when no AI_API_KEY is set.
 */
export async function draftScript(env: Env, prompt: string): Promise<AiDraft & { offline: boolean }> {
  if (!env.AI_API_KEY) return { ...writeTemplateDraft(prompt), offline: true };
  const provider = createOpenAICompatible({
    name: "ai",
    baseURL: env.AI_BASE_URL,
    apiKey: env.AI_API_KEY,
    supportsStructuredOutputs: true,
  });
  try {
    const result = await generateText({
      model: provider(env.AI_MODEL),
      system: INSTRUCTIONS,
      prompt,
      output: Output.object({ schema: aiDraftSchema, name: "script" }),
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(env.AI_TIMEOUT_MS),
    });
    const draft = aiDraftSchema.safeParse(result.output);
    if (!draft.success) throw aiFailure(502, "ai_invalid_response", messages.scripts.aiInvalidResponse);
    return { ...draft.data, offline: false };
  } catch (error) {
    throw toAppError(error);
  }
}
