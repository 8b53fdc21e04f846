import { route, type RouteConfigEntry } from "@react-router/dev/routes";

// The catalogue and content pages (magazine, shop, books, online-course sales pages) and
// the files search engines read. The artist page /{slug} is served by routes/coach-pages.
export const cataloguePages: RouteConfigEntry[] = [
  route("magazine", "routes/magazine.tsx"),
  route("shop", "routes/shop.tsx"),
  route("books", "routes/books.tsx"),
  // /sales, /sales/main-course and /sales/:courseId; unknown ids show the main course.
  route("sales/:courseId?", "routes/sales.tsx"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
];
