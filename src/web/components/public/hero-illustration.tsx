import { Play, TrendingUp } from "lucide-react";

const bars = [38, 52, 45, 64, 58, 76, 88];

/** Decorative "channel growth" card beside the home hero; purely visual, hidden from assistive tech. */
export function HeroIllustration() {
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-md sm:block">
      <div className="absolute -inset-6 rounded-[2rem] bg-fuchsia-500/20 blur-2xl" />
      <div className="relative rounded-2xl border border-white/15 bg-white/10 p-6 shadow-2xl backdrop-blur">
        <div className="flex items-center justify-between">
          <div className="flex items-center gap-3">
            <span className="inline-flex size-10 items-center justify-center rounded-full bg-rose-500">
              <Play className="size-5 fill-white text-white" />
            </span>
            <div>
              <div className="h-2.5 w-24 rounded bg-white/70" />
              <div className="mt-2 h-2 w-16 rounded bg-white/30" />
            </div>
          </div>
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-400/20 px-2.5 py-1 text-xs font-semibold text-emerald-200">
            <TrendingUp className="size-3.5" />
            +148%
          </span>
        </div>
        <div className="mt-8 flex h-36 items-end gap-3">
          {bars.map((height, index) => (
            <div
              key={height}
              className={
                index === bars.length - 1
                  ? "flex-1 rounded-t-md bg-fuchsia-400"
                  : "flex-1 rounded-t-md bg-white/25"
              }
              style={{ height: `${height}%` }}
            />
          ))}
        </div>
        <div className="mt-6 grid grid-cols-3 gap-3">
          {["Views", "Watch time", "Subscribers"].map((label) => (
            <div key={label} className="rounded-lg bg-white/10 p-3">
              <div className="text-[11px] text-violet-100">{label}</div>
              <div className="mt-2 h-2 w-3/4 rounded bg-white/60" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
