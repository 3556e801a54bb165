import { DealsSectionLayout } from "~/web/features/deals/section-nav";

export default DealsSectionLayout;
