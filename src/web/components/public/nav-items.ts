/** The main navigation of the public site (spec section 2), shared by desktop, mobile and footer. */
export const navItems = [
  { to: "/", label: "Home" },
  { to: "/services", label: "What We Do" },
  { to: "/portfolio", label: "Our Work" },
  { to: "/about", label: "About Us" },
  { to: "/contact", label: "Contact" },
] as const;
