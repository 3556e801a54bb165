import { Link } from "react-router";
import { businessContact } from "~/content/contact";
import { BrandLogo } from "./brand-logo";
import { navItems } from "./nav-items";

const heading = "text-sm font-semibold text-white";
const link = "text-sm text-violet-200 hover:text-white";

export function SiteFooter() {
  return (
    <footer className="surface-dark bg-violet-950 text-violet-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="sm:col-span-2">
          <BrandLogo light />
          <p className="mt-4 max-w-sm text-sm leading-6">
            A creator management agency for video and streaming creators. Built for creators, by creators.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className={heading}>Explore</h2>
          <ul className="mt-4 space-y-2">
            {navItems.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={link}>
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/talent-dashboard" className={link}>
                Talent Manager Login
              </Link>
            </li>
            <li>
              <Link to="/legal" className={link}>
                Terms & Privacy
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className={heading}>Get in Touch</h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <a href={businessContact.emailHref} className={link}>
                {businessContact.email}
              </a>
            </li>
            <li>
              <a href={businessContact.phoneHref} className={link}>
                {businessContact.phone}
              </a>
            </li>
            <li>{businessContact.hours}</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 pr-24 text-xs sm:px-6 lg:px-8">
          © {new Date().getFullYear()} CreatorDesk. Built for creators, by creators.
        </p>
      </div>
    </footer>
  );
}
