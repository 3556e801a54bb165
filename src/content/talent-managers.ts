import { type TeamMember, team } from "./team";

/**
 * The manager picker (spec section 2, Select talent manager): the two team members and where 'Email Me'
 * writes to. The addresses are used in the mail link only, never shown.
 */
export interface TalentManager extends TeamMember {
  email: string;
}

const emails: Record<string, string> = {
  "Jordan Reyes": "jordan@creatordesk.agency",
  "Maya Chen": "maya@creatordesk.agency",
};

export const talentManagers: readonly TalentManager[] = team.map((member) => ({
  ...member,
  email: emails[member.name] ?? "hello@creatordesk.agency",
}));

/** The 'Email Me' link: a prefilled subject and body. */
export function emailMeHref(manager: Pick<TalentManager, "email" | "name">, creatorName: string): string {
  const subject = `Talent management request for ${manager.name}`;
  const body = `Hi ${manager.name.split(" ")[0]},\n\nI'm ${creatorName} and I would like you to be my talent manager. Could we set up a call to talk about my channel?\n\nThanks!`;
  return `mailto:${manager.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
