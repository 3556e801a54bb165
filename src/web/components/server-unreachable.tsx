import { WifiOff } from "lucide-react";
import { retryNow, useServerReach } from "~/web/lib/server-reach";

/**
 * Under the header of every layout while the server cannot be reached (lib/server-reach.ts): what happened,
 * that nothing typed is lost, and a way to try at once. It goes by itself when the server answers again.
 */
export function ServerUnreachable() {
  const { unreachable } = useServerReach();
  if (!unreachable) return null;
  return (
    <div
      role="alert"
      className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 sm:px-6 lg:px-8"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2">
        <WifiOff aria-hidden className="size-4 shrink-0" />
        <p className="min-w-0 flex-1">
          <span className="font-semibold">CreatorDesk can't reach its server.</span> Nothing you typed is
          lost; we keep trying and carry on once it answers.
        </p>
        <button
          type="button"
          onClick={() => void retryNow()}
          className="inline-flex h-8 items-center rounded-md border border-amber-400 bg-white px-3 text-xs font-medium hover:bg-amber-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          Try now
        </button>
      </div>
    </div>
  );
}
