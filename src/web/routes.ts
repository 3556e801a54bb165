import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("services", "routes/public/services.tsx"),
    route("portfolio", "routes/public/portfolio.tsx"),
    route("about", "routes/public/about.tsx"),
    route("contact", "routes/public/contact.tsx"),
    route("legal", "routes/public/legal.tsx"),
    route("login", "routes/public/login.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
