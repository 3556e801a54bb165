/** The greeting's name (spec section 2): full name, else the part of the email before '@', else 'Creator'. */
export function greetingName(fullName: string | null | undefined, email: string | null | undefined): string {
  const name = fullName?.trim();
  if (name) return name;
  const local = email?.split("@")[0]?.trim();
  return local || "Creator";
}
