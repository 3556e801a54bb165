import {
  ArrowRight,
  Clapperboard,
  Handshake,
  type LucideIcon,
  Megaphone,
  Palette,
  TrendingUp,
  Users,
} from "lucide-react";
import { Link } from "react-router";
import type { Service, ServiceColor, ServiceIcon } from "~/content/services";

// Only these six icons are bundled; the content names them, this maps names to components.
const icons: Record<ServiceIcon, LucideIcon> = {
  megaphone: Megaphone,
  palette: Palette,
  "trending-up": TrendingUp,
  users: Users,
  clapperboard: Clapperboard,
  handshake: Handshake,
};

// Full class names so Tailwind sees them at build time.
const colors: Record<ServiceColor, string> = {
  violet: "bg-violet-100 text-violet-700",
  pink: "bg-pink-100 text-pink-700",
  emerald: "bg-emerald-100 text-emerald-700",
  sky: "bg-sky-100 text-sky-700",
  amber: "bg-amber-100 text-amber-700",
  rose: "bg-rose-100 text-rose-700",
};

type Props = { service: Service; cta: string; to: string };

/** A service with its icon and colour; the link text carries the service name for screen readers. */
export function ServiceCard({ service, cta, to }: Props) {
  const Icon = icons[service.icon];
  return (
    <article className="group flex flex-col rounded-2xl border border-border bg-card p-6 shadow-sm transition-shadow hover:shadow-md">
      <span className={`inline-flex size-12 items-center justify-center rounded-xl ${colors[service.color]}`}>
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-5 text-lg font-semibold">{service.title}</h3>
      <p className="mt-2 flex-1 text-sm leading-6 text-muted-foreground">{service.description}</p>
      <Link
        to={to}
        className="mt-6 inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
      >
        {cta}
        <span className="sr-only"> about {service.title}</span>
        <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
      </Link>
    </article>
  );
}
