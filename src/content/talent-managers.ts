/**
 * The 'Email Me' link of a manager's card on Choose Your Manager (spec section 2): a prefilled subject and
 * body. The address is used in the link only, never shown. The managers themselves come from the database
 * (issue 20).
 */
export function emailMeHref(manager: { email: string; name: string }, creatorName: string): string {
  const subject = `Talent management request for ${manager.name}`;
  const body = `Hi ${manager.name.split(" ")[0]},\n\nI'm ${creatorName} and I would like you to be my talent manager. Could we set up a call to talk about my channel?\n\nThanks!`;
  return `mailto:${manager.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
