import type { ReactNode } from "react";
import {
  aboutPage,
  contactPage,
  homePage,
  legalPage,
  type PageMeta,
  portfolioPage,
  servicesPage,
} from "~/content/pages";
import type { sitePaths } from "~/content/routes";
import { AboutPage } from "~/web/features/public-site/about-page";
import { ContactPage } from "~/web/features/public-site/contact-page";
import { HomePage } from "~/web/features/public-site/home-page";
import { LegalPage } from "~/web/features/public-site/legal-page";
import { PortfolioPage } from "~/web/features/public-site/portfolio-page";
import { ServicesPage } from "~/web/features/public-site/services-page";

/** Each page of the public site: its words for the head and its content for the shell's <main>. */
export const sitePages: Record<(typeof sitePaths)[number], { meta: PageMeta; content: ReactNode }> = {
  "/": { meta: homePage.meta, content: <HomePage /> },
  "/services": { meta: servicesPage.meta, content: <ServicesPage /> },
  "/portfolio": { meta: portfolioPage.meta, content: <PortfolioPage /> },
  "/about": { meta: aboutPage.meta, content: <AboutPage /> },
  "/contact": { meta: contactPage.meta, content: <ContactPage /> },
  "/legal": { meta: legalPage.meta, content: <LegalPage /> },
};
