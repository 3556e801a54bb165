import { addDays, dateIn } from "./clock";
import { wallOf } from "./slots";

/*
 * The inbox at Chatwoot's level (issue 35, ADR 079): its filters (the page a chat began on, the visitor's
 * country, how long the visitor has waited), snoozing until a time, and the presets of that time. Free of zod
 * (the schemas are in ./chat), so a screen may load it alone.
 */

/** Which open chats the list holds: the ones to answer (default), or those snoozed until later. */
export const CHAT_STATES = ["open", "snoozed"] as const;
export type ChatState = (typeof CHAT_STATES)[number];

/** "Waiting > 5 min", "> 30 min", "> 2 h": the visitor's last message unanswered for at least that long. */
export const CHAT_WAITING_KEYS = ["5m", "30m", "2h"] as const;
export type ChatWaiting = (typeof CHAT_WAITING_KEYS)[number];
/** Each filter's minutes. */
export const CHAT_WAITING: Record<ChatWaiting, number> = { "5m": 5, "30m": 30, "2h": 120 };
export const CHAT_WAITING_LABELS: Record<ChatWaiting, string> = {
  "5m": "Waiting > 5 min",
  "30m": "Waiting > 30 min",
  "2h": "Waiting > 2 h",
};

/** A country as proxies name it (Cloudflare's `cf-ipcountry`): ISO 3166-1 alpha-2, upper case. */
export const COUNTRY_PATTERN = /^[A-Z]{2}$/;
/** Codes that name no country (Cloudflare: XX unknown, T1 Tor). */
const NOT_COUNTRIES = new Set(["XX", "T1", "ZZ"]);

/** The visitor's country from a proxy's header value, or null when there is none or it names no country. */
export function countryOf(header: string | undefined | null): string | null {
  const code = header?.trim().toUpperCase() ?? "";
  return COUNTRY_PATTERN.test(code) && !NOT_COUNTRIES.has(code) ? code : null;
}

let countryNames: Intl.DisplayNames | undefined;
/** "Portugal" for PT (the code itself where the runtime knows no name). */
export function countryName(code: string): string {
  countryNames ??= new Intl.DisplayNames(["en"], { type: "region" });
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The longest snooze: a year ahead. */
export const SNOOZE_MAX_MS = 366 * 24 * 3_600_000;

/** The instant that `zone`'s clocks show `day` (YYYY-MM-DD) at `hour`:00 (the later one after a gap). */
function instantAt(zone: string, day: string, hour: number): Date {
  const wall = Date.parse(`${day}T${String(hour).padStart(2, "0")}:00:00Z`);
  let at = wall;
  // two rounds settle the offset of that moment, across a change of offset too
  for (let round = 0; round < 2; round++) at = wall - (wallOf(zone, at) - at);
  return new Date(at);
}

export type SnoozePreset = "hour" | "tomorrow" | "week";
export const SNOOZE_PRESET_LABELS: Record<SnoozePreset, string> = {
  hour: "For 1 hour",
  tomorrow: "Until tomorrow, 9:00",
  week: "Until next week",
};

/**
 * The time each preset snoozes to, from `now` in the manager's `zone`: an hour from now; tomorrow at 9:00;
 * next week, on Monday at 9:00 (as Chatwoot's "Until next week").
 */
export function snoozePresetTime(preset: SnoozePreset, now: Date, zone: string): Date {
  if (preset === "hour") return new Date(now.getTime() + 3_600_000);
  const today = dateIn(zone, now);
  if (preset === "tomorrow") return instantAt(zone, addDays(today, 1), 9);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 Sunday
  return instantAt(zone, addDays(today, (8 - weekday) % 7 || 7), 9);
}

/** "Nov 30, 9:00 AM GMT+1": a snooze's end as people read it, in `zone`, its zone named. */
export function formatSnoozeTime(at: string | Date, zone?: string): string {
  return new Date(at).toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    ...(zone ? { timeZone: zone } : {}),
  });
}
